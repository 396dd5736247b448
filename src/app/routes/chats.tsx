export { ChatsScreen as Component } from '@/features/chats/components/chats-screen';
