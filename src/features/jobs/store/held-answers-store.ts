// Answers held before they are sent, so the person can undo them: per account, in local storage
// (a held answer survives a reload, and a tab opened later sends what a closed tab left), and
// read back whole by every other tab ('adopt'), so each shows the same holds and the same Undo.
// Only the sender (hooks/use-held-answers-sender.ts) takes an answer out to send it, under a claim.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { newLocalId } from '@/lib/local-id';
import { setOwn, without } from '@/lib/prototype-safe-records';
import { accountStorage, registerAccountStore } from '@/lib/storage/account-storage';

export interface HeldAnswer {
  id: string;
  jobId: string;
  sessionId: string;
  title: string;
  text: string;
  /** When it goes out (epoch ms). */
  sendAt: number;
  /** The question's alike key, so a sent answer is remembered as a suggestion. */
  question?: string;
  /** Answers given together (one choice for several alike jobs) share a batch, and one Undo. */
  batch: string;
}

interface HeldAnswersState {
  held: Record<string, HeldAnswer>;
  actions: {
    hold: (answers: readonly HeldAnswer[]) => void;
    /** Takes answers out: undone, or claimed to be sent. */
    release: (ids: readonly string[]) => void;
  };
}

export const useHeldAnswersStore = registerAccountStore(
  create<HeldAnswersState>()(
    persist(
      (set) => ({
        held: {},
        actions: {
          hold: (answers) =>
            set((s) => {
              const held = { ...s.held };
              for (const answer of answers) setOwn(held, answer.id, answer);
              return { held };
            }),
          release: (ids) => set((s) => ({ held: ids.reduce((rest, id) => without(rest, id), s.held) })),
        },
      }),
      {
        name: 'agent-console:held-answers',
        version: 1,
        storage: accountStorage(),
        partialize: (state) => ({ held: state.held }),
      },
    ),
  ),
);

export const heldAnswerOf = (held: Readonly<Record<string, HeldAnswer>>, jobId: string) =>
  Object.values(held).find((answer) => answer.jobId === jobId);

/** The job's held answer, if one waits to be sent. */
export const useHeldAnswer = (jobId: string) => useHeldAnswersStore((s) => heldAnswerOf(s.held, jobId));

/** Undoes the whole batch the answer belongs to: nothing of it is sent. */
export function undoBatch(batch: string) {
  const { held, actions } = useHeldAnswersStore.getState();
  actions.release(
    Object.values(held)
      .filter((answer) => answer.batch === batch)
      .map((answer) => answer.id),
  );
}

/** The batch held last, for the `z` key. */
export function latestBatch(): string | undefined {
  const answers = Object.values(useHeldAnswersStore.getState().held);
  return answers.sort((a, b) => b.sendAt - a.sendAt)[0]?.batch;
}

/** Holds answers given together for `seconds` (0: due at once); they share one batch and one Undo. */
export function holdAnswers(
  answers: readonly Omit<HeldAnswer, 'id' | 'sendAt' | 'batch'>[],
  seconds: number,
  now = Date.now(),
): string {
  const batch = newLocalId();
  const sendAt = now + seconds * 1000;
  useHeldAnswersStore
    .getState()
    .actions.hold(answers.map((answer) => ({ ...answer, id: newLocalId(), sendAt, batch })));
  return batch;
}
