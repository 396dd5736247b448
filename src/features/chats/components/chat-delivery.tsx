// Sends the chats' messages, whichever screen is open (mounted once, beside the routes). A first
// visit pays for nothing: the runner is fetched once a chat opens, or at start while this account
// keeps writes on this device (a message written offline, one that failed, another tab's).
import { lazyWhenWanted } from '@/lib/lazy-component';
import { useChatWritesWanted } from '../store/chat-records';

const Delivery = lazyWhenWanted(() =>
  import('../hooks/use-chat-delivery').then((module) => module.ChatDelivery),
);

export function ChatDelivery() {
  return <Delivery wanted={useChatWritesWanted()} />;
}
