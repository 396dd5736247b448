// The chat-list feature as the other features may use it: its public entry (docs/decisions/044-features-by-what-a-person-does.md).
export { KnownChatsList } from './components/known-chats-list';
export { wantsCompose } from './compose-state';
export { useChatPreview } from './hooks/use-chat-preview';
export { useJobTitles } from './hooks/use-job-titles';
export { useKnownChat, useKnownChatsActions, useKnownChatsStore } from './store/known-chats-store';
