// Answers held before they are sent, so the person can undo them: per account, in local storage
// (a held answer survives a reload, and a tab opened later sends what a closed tab left), and
// read back whole by every other tab ('adopt'), so each shows the same holds and the same Undo.
// Only the sender (hooks/use-held-answers-sender.ts) takes an answer out to send it, under a claim.
import { newLocalId } from '@/lib/local-id';
import { setOwn, without } from '@/lib/prototype-safe-records';
import * as v from '@/lib/valibot';
import { createAccountStore } from '@/lib/storage/account-store';

export interface HeldAnswer {
  id: string;
  jobId: string;
  chatId: string;
  title: string;
  text: string;
  /** When it goes out (epoch ms). */
  sendAt: number;
  /** The question's alike key, so a sent answer is remembered as a suggestion. */
  question?: string;
  /** Answers given together (one choice for several alike jobs) share a batch, and one Undo. */
  batch: string;
}

// Version 1 stored the chat as `sessionId` (the wire's word); from version 2 it is `chatId`, and
// an answer held under version 1 is read, renamed and stored again, so it still goes out.
const heldV1Schema = v.pipe(
  v.object({
    id: v.string(),
    jobId: v.string(),
    sessionId: v.string(),
    title: v.string(),
    text: v.string(),
    sendAt: v.number(),
    question: v.optional(v.string()),
    batch: v.string(),
  }),
  v.transform(({ sessionId, ...answer }): HeldAnswer => ({ ...answer, chatId: sessionId })),
);

function migrateHeld(stored: unknown, version: number): Pick<HeldAnswersState, 'held'> {
  const held: Record<string, HeldAnswer> = {};
  const records: unknown = stored && typeof stored === 'object' ? Reflect.get(stored, 'held') : undefined;
  if (version !== 1 || !records || typeof records !== 'object') return { held };
  for (const [id, record] of Object.entries(records)) {
    const parsed = v.safeParse(heldV1Schema, record);
    if (parsed.success) setOwn(held, id, parsed.output);
  }
  return { held };
}

interface HeldAnswersState {
  held: Record<string, HeldAnswer>;
  actions: {
    hold: (answers: readonly HeldAnswer[]) => void;
    /** Takes answers out: undone, or claimed to be sent. */
    release: (ids: readonly string[]) => void;
  };
}

export const useHeldAnswersStore = createAccountStore<HeldAnswersState>()(
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
    version: 2,
    migrate: migrateHeld,
    partialize: (state) => ({ held: state.held }),
  },
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
