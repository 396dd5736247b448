import { PageContainer } from '@/components/layout/page-container';
import { ChatsScreen } from '@/features/chats/components/chats-screen';

export function Component() {
  return (
    <PageContainer>
      <ChatsScreen />
    </PageContainer>
  );
}
