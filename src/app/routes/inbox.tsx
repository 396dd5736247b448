import { PageContainer } from '@/components/layout/page-container';
import { InboxScreen } from '@/features/inbox/components/inbox-screen';

export function Component() {
  return (
    <PageContainer>
      <InboxScreen />
    </PageContainer>
  );
}
