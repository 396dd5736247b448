// The free "Answer" box of each job, kept while the person moves between the board, the job and
// the inbox. Where a send stands lives in the mutation cache (api/answer-job.ts), not here.
import { create } from 'zustand';
import { registerMemoryStore } from '@/lib/storage/account-storage';

interface AnswerDraftsState {
  drafts: ReadonlyMap<string, string>;
  actions: {
    setDraft: (jobId: string, text: string) => void;
    /** The answer went out: forget the draft, unless it was edited since. */
    clearIfSent: (jobId: string, sentText: string) => void;
  };
}

export const useAnswerStore = registerMemoryStore(
  create<AnswerDraftsState>()((set) => ({
    drafts: new Map(),
    actions: {
      setDraft: (jobId, text) =>
        set((s) => {
          const drafts = new Map(s.drafts);
          if (text === '') drafts.delete(jobId);
          else drafts.set(jobId, text);
          return { drafts };
        }),
      clearIfSent: (jobId, sentText) =>
        set((s) => {
          if (s.drafts.get(jobId)?.trim() !== sentText.trim()) return s;
          const drafts = new Map(s.drafts);
          drafts.delete(jobId);
          return { drafts };
        }),
    },
  })),
);

export const useAnswerDraft = (jobId: string) => useAnswerStore((s) => s.drafts.get(jobId) ?? '');
export const useAnswerActions = () => useAnswerStore((s) => s.actions);
