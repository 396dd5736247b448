// Drafts of unsent messages, one per chat, saved as they are typed (and flushed on pagehide by
// the composer) so nothing typed is lost to a reload, a crash or a closed tab.
import { own, without } from '@/lib/prototype-safe-records';
import { createAccountStore } from '@/lib/storage/account-store';
import { keepNewest } from '@/lib/storage/bounds';

interface DraftState {
  drafts: Record<string, string>;
  actions: {
    setDraft: (chatId: string, text: string) => void;
    clearDraft: (chatId: string) => void;
  };
}

export const useDraftStore = createAccountStore<DraftState>()(
  (set) => ({
    drafts: {},
    actions: {
      setDraft: (chatId, text) =>
        set((state) => {
          if (text === '') return { drafts: without(state.drafts, chatId) };
          return { drafts: { ...state.drafts, [chatId]: text } };
        }),
      clearDraft: (chatId) => set((state) => ({ drafts: without(state.drafts, chatId) })),
    },
  }),
  {
    name: 'agent-console:drafts',
    partialize: (state) => ({ drafts: keepNewest(state.drafts, { max: 100 }) }),
  },
);

export const useDraft = (chatId: string) => useDraftStore((s) => own(s.drafts, chatId) ?? '');
