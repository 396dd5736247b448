// What acting answer rules did on this device: the batches they held, each with its job and the
// question it answered. The jobs feature writes it (a rule answers one question of a job once, and
// an Undo is never followed by the same answer again); the Inbox, the tab title and "While you
// were away" read it. Kept per account, followed across tabs, wiped by Sign out; what storage
// hands back is parsed, and a malformed act is left out.
import { createAccountStore } from '@/lib/storage/account-store';
import * as v from '@/lib/valibot';

/** A batch a rule held: its answer's record is found by the batch. */
export interface RuleAct {
  ruleId: string;
  batch: string;
  jobId: string;
  /** The agent's message the rule answered (or the job id when it had none). */
  asked: string;
  at: number;
}

const MAX_ACTS = 200;

const storedAct = v.object({
  ruleId: v.string(),
  batch: v.string(),
  jobId: v.string(),
  asked: v.string(),
  at: v.pipe(v.number(), v.finite()),
});
const stored = v.object({ acts: v.array(v.unknown()) });

/** The well-formed acts of what storage held. */
export function actsFromStorage(persisted: unknown): RuleAct[] {
  const parsed = v.safeParse(stored, persisted);
  if (!parsed.success) return [];
  return parsed.output.acts.flatMap((act) => {
    const one = v.safeParse(storedAct, act);
    return one.success ? [one.output] : [];
  });
}

interface RuleActsState {
  acts: RuleAct[];
  actions: { note: (act: Omit<RuleAct, 'at'>) => void };
}

export const useRuleActsStore = createAccountStore<RuleActsState>()(
  (set) => ({
    acts: [],
    actions: {
      note: (act) => set((s) => ({ acts: [...s.acts, { ...act, at: Date.now() }].slice(-MAX_ACTS) })),
    },
  }),
  {
    name: 'agent-console:rule-acts',
    partialize: (state) => ({ acts: state.acts }),
    merge: (persisted, current) => ({ ...current, acts: actsFromStorage(persisted) }),
  },
);

export const useRuleActs = () => useRuleActsStore((s) => s.acts);
