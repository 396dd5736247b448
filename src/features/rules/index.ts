// The rules feature as the other features may use it: its public entry (docs/decisions/044-features-by-what-a-person-does.md).
export { HeldJudgment } from './components/held-judgment';
export { ruleAnswer, sameText } from './model/answer-rules';
export { daySoFar, todayText } from './model/day-record';
export { useAnswerHistoryStore, useLastChoice } from './store/answer-history-store';
export { useAnswerLog, useAnswerLogStore } from './store/answer-log-store';
export {
  useAnswerRules,
  useAnswerRulesStore,
  useAnyRuleActing,
  useRuleActs,
} from './store/answer-rules-store';
export type { RuleAct } from './store/answer-rules-store';
