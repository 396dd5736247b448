// The answering feature as the other features may use it: its public entry (docs/decisions/044-features-by-what-a-person-does.md).
export { AnswerForm } from './components/answer-form';
export { AnswerReceipt } from './components/answer-receipt';
export { ChangedSinceAsked } from './components/changed-since-asked';
export { HeldAnswerStatus } from './components/held-answer-status';
export { LazyAnswerPanel, preloadAnswerPanel } from './components/lazy-answer-panel';
export { useAnswerReceipt } from './hooks/use-answer';
export { AnswerDelivery } from './hooks/use-answer-delivery';
export { answerJobs } from './hooks/use-answer-job';
export { canAnswer } from './model/receipt';
export { answerExcerpt } from './model/receipt-words';
export { useAnswerChatEvents } from './store/answer-chats-store';
