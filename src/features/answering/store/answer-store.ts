// The free "Answer" box of each job, saved as it is typed under the account, like the chat
// composer's drafts: it survives a reload, a closed tab and another tab writing (tab-writes.ts),
// and Sign out wipes it. Where a send stands lives in the mutation cache (api/answer-job.ts).
import { own, without } from '@/lib/prototype-safe-records';
import { createAccountStore } from '@/lib/storage/account-store';
import { keepDrafts, withDraft } from '@/lib/storage/drafts';

interface AnswerDraftsState {
  /** By job id (ids come from the service: read through `own`). */
  drafts: Record<string, string>;
  actions: {
    setDraft: (jobId: string, text: string) => void;
    /** The answer went out: forget the draft, unless it was edited since. */
    clearIfSent: (jobId: string, sentText: string) => void;
  };
}

export const useAnswerStore = createAccountStore<AnswerDraftsState>()(
  (set) => ({
    drafts: {},
    actions: {
      setDraft: (jobId, text) => set((s) => ({ drafts: withDraft(s.drafts, jobId, text) })),
      clearIfSent: (jobId, sentText) =>
        set((s) =>
          own(s.drafts, jobId)?.trim() === sentText.trim() ? { drafts: without(s.drafts, jobId) } : s,
        ),
    },
  }),
  {
    name: 'agent-console:answer-drafts',
    partialize: (s) => ({ drafts: keepDrafts(s.drafts) }),
  },
);

export const useAnswerDraft = (jobId: string) => useAnswerStore((s) => own(s.drafts, jobId) ?? '');
export const useAnswerActions = () => useAnswerStore((s) => s.actions);
