// Creating a chat and opening it, ready to type in: the one path the Chats screen and the command
// palette share. What follows success is on the mutation itself, so it runs even when the palette
// that asked has closed.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { createChatMutation } from '../api/chat-requests';
import { COMPOSE } from '@/domain/chats/compose-state';
import { useKnownChatsActions } from '@/domain/chats/known-chats-store';

export function useCreateChat() {
  const navigate = useNavigate();
  const { remember } = useKnownChatsActions();
  return useMutation({
    ...createChatMutation(),
    onSuccess: async (chat) => {
      remember(chat);
      await navigate(paths.chat(chat.id), { state: COMPOSE });
    },
  });
}
