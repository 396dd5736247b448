import { PageHeader } from '@/components/layout/page-header';
import { KnownChatsList } from './known-chats-list';
import { NewChatForm, OpenChatForm } from './start-chat-forms';

export function ChatsScreen() {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title="Chats" />
      <div className="grid gap-3 md:grid-cols-2">
        <NewChatForm />
        <OpenChatForm />
      </div>
      <KnownChatsList />
    </div>
  );
}
