// What this account answered before, by question (the alike key: same question, same choices),
// so a question asked again shows "Last time: CHOICE". It only suggests: nothing is ever sent
// from it. Per account in local storage, the newest 500 questions, wiped by Sign out.
//
// Version 1 was keyed by the first form of the alike key, which left out every line that began
// with a choice: "Yes or no: shall I deploy?" and "Yes or no: shall I delete the database?" had
// one key, so one's answer was suggested for the other. Those keys cannot be turned into the new
// ones (the words are gone), so version 2 starts empty: a suggestion is lost once, never crossed.
import { own, setOwn, without } from '@/lib/prototype-safe-records';
import { createAccountStore } from '@/lib/storage/account-store';

export const MAX_REMEMBERED = 500;

export interface PastAnswer {
  choice: string;
  at: number;
}

/** The history with `key` answered `choice` at `at`, the oldest dropped past `max`. */
export function withAnswer(
  history: Readonly<Record<string, PastAnswer>>,
  key: string,
  choice: string,
  at: number,
  max = MAX_REMEMBERED,
): Record<string, PastAnswer> {
  const next = without(history, key);
  setOwn(next, key, { choice, at });
  const keys = Object.keys(next);
  if (keys.length <= max) return next;
  const oldest = keys
    .sort((a, b) => (own(next, a)?.at ?? 0) - (own(next, b)?.at ?? 0))
    .slice(0, keys.length - max);
  return oldest.reduce((rest, old) => without(rest, old), next);
}

/**
 * What a history stored under another version becomes: nothing (persist asks only when the
 * stored version is not this one; see the top of this file).
 */
const forgetOtherVersions = (): Pick<AnswerHistoryState, 'history'> => ({ history: {} });

interface AnswerHistoryState {
  history: Record<string, PastAnswer>;
  actions: { remember: (key: string, choice: string) => void };
}

export const useAnswerHistoryStore = createAccountStore<AnswerHistoryState>()(
  (set) => ({
    history: {},
    actions: {
      remember: (key, choice) => set((s) => ({ history: withAnswer(s.history, key, choice, Date.now()) })),
    },
  }),
  {
    name: 'agent-console:answer-history',
    version: 2,
    migrate: forgetOtherVersions,
    partialize: (state) => ({ history: state.history }),
  },
);

/** The choice given last time this question was asked, if any. */
export const useLastChoice = (key: string | undefined) =>
  useAnswerHistoryStore((s) => (key === undefined ? undefined : own(s.history, key)?.choice));
