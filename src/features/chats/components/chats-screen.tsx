import { PageHeader } from '@/components/layout/page-header';
import { KnownChatsList } from './known-chats-list';
import { NewChatForm, OpenChatForm } from './start-chat-forms';

export function ChatsScreen() {
  return (
    <div className="max-w-3xl">
      <PageHeader title="Chats">
        <NewChatForm />
      </PageHeader>
      <KnownChatsList />
      <OpenChatForm />
    </div>
  );
}
