import { SectionsPage } from '@/components/layout/sections-page';
import { KnownChatsList } from '@/features/chat-list/components/known-chats-list';
import { NewChatForm, OpenChatForm } from '@/features/chat-list/components/start-chat-forms';

const sections = [KnownChatsList, OpenChatForm];

export function Component() {
  return <SectionsPage title="Chats" action={<NewChatForm />} sections={sections} />;
}
