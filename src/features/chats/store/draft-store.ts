// Drafts of unsent messages, one per chat, saved as they are typed (and flushed on pagehide by
// the composer) so nothing typed is lost to a reload, a crash or a closed tab.
import { own, without } from '@/lib/prototype-safe-records';
import { createAccountStore } from '@/lib/storage/account-store';
import { keepDrafts, withDraft } from '@/lib/storage/drafts';

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
      setDraft: (chatId, text) => set((state) => ({ drafts: withDraft(state.drafts, chatId, text) })),
      clearDraft: (chatId) => set((state) => ({ drafts: without(state.drafts, chatId) })),
    },
  }),
  {
    name: 'agent-console:drafts',
    partialize: (state) => ({ drafts: keepDrafts(state.drafts) }),
  },
);

export const useDraft = (chatId: string) => useDraftStore((s) => own(s.drafts, chatId) ?? '');
