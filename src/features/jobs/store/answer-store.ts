// Answers in progress, per job: the draft in the free "Answer" box and where its send stands.
// "sent" lasts until the job's next state change (the transitions observer clears it).
import { create } from 'zustand';
import { own } from '@/lib/own';

export interface AnswerProgress {
  status: 'sending' | 'sent' | 'failed';
  text: string;
  /** The job's state when the answer went out; a different state means the agent moved on. */
  stateAtSend: string;
  error?: string;
}

interface AnswerState {
  drafts: Record<string, string>;
  byJob: Record<string, AnswerProgress>;
  actions: {
    setDraft: (jobId: string, text: string) => void;
    sending: (jobId: string, text: string, state: string) => void;
    sent: (jobId: string) => void;
    failed: (jobId: string, error: string) => void;
    /** The job changed state: the answer has been taken up (or the job moved on without it). */
    settle: (jobId: string) => void;
  };
}

function update(byJob: Record<string, AnswerProgress>, jobId: string, change: Partial<AnswerProgress>) {
  const current = own(byJob, jobId);
  return current ? { ...byJob, [jobId]: { ...current, ...change } } : byJob;
}

export const useAnswerStore = create<AnswerState>()((set) => ({
  drafts: {},
  byJob: {},
  actions: {
    setDraft: (jobId, text) => set((s) => ({ drafts: { ...s.drafts, [jobId]: text } })),
    sending: (jobId, text, state) =>
      set((s) => ({ byJob: { ...s.byJob, [jobId]: { status: 'sending', text, stateAtSend: state } } })),
    sent: (jobId) =>
      set((s) => {
        const { [jobId]: _sentDraft, ...drafts } = s.drafts;
        return { byJob: update(s.byJob, jobId, { status: 'sent', error: undefined }), drafts };
      }),
    failed: (jobId, error) => set((s) => ({ byJob: update(s.byJob, jobId, { status: 'failed', error }) })),
    settle: (jobId) =>
      set((s) => {
        if (own(s.byJob, jobId)?.status !== 'sent') return s;
        const { [jobId]: _settled, ...byJob } = s.byJob;
        return { byJob };
      }),
  },
}));

export const useAnswerProgress = (jobId: string) => useAnswerStore((s) => own(s.byJob, jobId));
export const useAnswerDraft = (jobId: string) => useAnswerStore((s) => own(s.drafts, jobId) ?? '');
export const useAnswerActions = () => useAnswerStore((s) => s.actions);
