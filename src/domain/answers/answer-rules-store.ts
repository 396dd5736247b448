// The account's answer rules (answer-rules.ts), in local storage under the account, followed
// across tabs, wiped by Sign out with the rest of the account's stores. What acting rules did is
// kept apart, in the job domain (domain/jobs/rule-acts-store.ts): the title and the away summary
// count it too.
import { newLocalId } from '@/lib/local-id';
import { createAccountStore } from '@/lib/storage/account-store';
import { actOn, newRule, recordAnswer, withChangedText, type AnswerRule } from './answer-rules';
import { rulesFromStorage } from './rules-file';

const MAX_RULES = 100;

interface AnswerRulesState {
  rules: AnswerRule[];
  actions: {
    /** A rule from the answer held for `madeFrom` (a job), which is then not counted as agreeing. */
    add: (question: string, questionText: string, choice: string, madeFrom?: string) => string;
    act: (id: string) => void;
    pause: (id: string) => void;
    remove: (id: string) => void;
    /** The person answered by hand: every rule of that question records it. */
    record: (question: { key: string; text: string | undefined }, answered: string, jobId: string) => void;
    /** An acting rule found its question in another text: back to shadow. */
    textChanged: (id: string, text: string) => void;
    replaceAll: (rules: AnswerRule[]) => void;
  };
}

const updateRule = (rules: AnswerRule[], id: string, change: (rule: AnswerRule) => AnswerRule) =>
  rules.map((rule) => (rule.id === id ? change(rule) : rule));

export const useAnswerRulesStore = createAccountStore<AnswerRulesState>()(
  (set) => ({
    rules: [],
    actions: {
      add: (question, questionText, choice, madeFrom) => {
        const id = newLocalId();
        set((s) => ({
          // One rule per question: a new one replaces the old.
          rules: [
            ...s.rules.filter((rule) => rule.question !== question),
            newRule(id, question, questionText, choice, Date.now(), madeFrom),
          ].slice(-MAX_RULES),
        }));
        return id;
      },
      act: (id) => set((s) => ({ rules: updateRule(s.rules, id, actOn) })),
      pause: (id) =>
        set((s) => ({ rules: updateRule(s.rules, id, (rule) => ({ ...rule, mode: 'paused' })) })),
      remove: (id) => set((s) => ({ rules: s.rules.filter((rule) => rule.id !== id) })),
      record: (question, answered, jobId) =>
        set((s) => ({
          rules: s.rules.map((rule) => recordAnswer(rule, question, answered, jobId, Date.now())),
        })),
      textChanged: (id, text) =>
        set((s) => ({ rules: updateRule(s.rules, id, (rule) => withChangedText(rule, text)) })),
      replaceAll: (rules) => set({ rules: rules.slice(-MAX_RULES) }),
    },
  }),
  {
    name: 'agent-console:answer-rules',
    partialize: (state) => ({ rules: state.rules }),
    // What storage hands back is parsed like an imported file (rules-file.ts).
    merge: (persisted, current) => ({ ...current, rules: rulesFromStorage(persisted) }),
  },
);

export const useAnswerRules = () => useAnswerRulesStore((s) => s.rules);
/** Whether any rule acts: the rule runner is fetched, and runs, only then. */
export const useAnyRuleActing = () =>
  useAnswerRulesStore((s) => s.rules.some((rule) => rule.mode === 'acting'));
export const useAnswerRuleActions = () => useAnswerRulesStore((s) => s.actions);
