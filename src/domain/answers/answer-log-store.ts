// Every answer this device sent for the account, newest last: the history view, the "Today:" line
// and "You chose CHOICE the last N times" read it. Written when an answer lands (once per record,
// whichever tab saw it land), per account in local storage, the newest MAX_LOGGED kept, wiped by
// Sign out with the account's other stores.
import { createAccountStore } from '@/lib/storage/account-store';

export const MAX_LOGGED = 500;

export interface LoggedAnswer {
  /** The write record's id: an answer is logged once. */
  id: string;
  jobId: string;
  title: string;
  /** The question's alike key, when it offered choices. */
  question?: string;
  /** The agent's question as it was read when the answer landed. */
  questionText?: string;
  choice: string;
  /** When the person (or the rule) answered. */
  at: number;
  /** From the agent's question to the answer, when the question's time was known. */
  waitedMs?: number;
  byRule: boolean;
}

/** The log with `entry` added in time order, the oldest dropped past MAX_LOGGED. */
const withLogged = (log: readonly LoggedAnswer[], entry: LoggedAnswer): LoggedAnswer[] =>
  [...log, entry].sort((a, b) => a.at - b.at).slice(-MAX_LOGGED);

interface AnswerLogState {
  log: LoggedAnswer[];
  actions: { add: (entry: LoggedAnswer) => void };
}

export const useAnswerLogStore = createAccountStore<AnswerLogState>()(
  (set) => ({
    log: [],
    actions: {
      // An answer is logged once, by its write record's id.
      add: (entry) =>
        set((s) => (s.log.some((logged) => logged.id === entry.id) ? s : { log: withLogged(s.log, entry) })),
    },
  }),
  { name: 'agent-console:answer-log', partialize: (state) => ({ log: state.log }) },
);

export const useAnswerLog = () => useAnswerLogStore((s) => s.log);
