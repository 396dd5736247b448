import { PageContainer } from '@/components/layout/page-container';
import { InboxScreen } from '@/features/jobs/components/inbox/inbox-screen';

export function Component() {
  return (
    <PageContainer>
      <InboxScreen />
    </PageContainer>
  );
}
