// Sending a message: written on the one write path (api/chat-writes.ts), which stores it before any
// request, shows it at once, and sends it, in order, once, as soon as the network lets it. A
// failure keeps the text, with the reason, for Retry or Discard. The write path's chat code is
// fetched as the chat opens, so a first send does not wait for it.
import { useCallback, useEffect } from 'react';
import { discardMessage, loadChatWrites, retryMessage } from '../store/chat-records';

export function useSendMessage(chatId: string) {
  useEffect(() => {
    void loadChatWrites().then((module) => module.chatWrites());
  }, []);

  const send = useCallback(
    (text: string) => loadChatWrites().then((module) => module.sendMessage(chatId, text)),
    [chatId],
  );

  return { send, retry: retryMessage, discard: discardMessage };
}
