import { SectionsPage } from '@/components/layout/sections-page';
import { KnownChatsList } from './known-chats-list';
import { NewChatForm, OpenChatForm } from './start-chat-forms';

const sections = [KnownChatsList, OpenChatForm];

export function ChatsScreen() {
  return <SectionsPage title="Chats" action={<NewChatForm />} sections={sections} narrow />;
}
