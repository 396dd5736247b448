// The answering feature as the other features may use it: its public entry (docs/decisions/044-features-by-what-a-person-does.md).
export { AnswerForm } from './components/answer-form';
export { AnswerReceipt } from './components/answer-receipt';
export { ChangedSinceAsked } from './components/changed-since-asked';
export { HeldAnswerStatus } from './components/held-answer-status';
export { LazyAnswerPanel, preloadAnswerPanel } from './components/lazy-answer-panel';
export { useAnswerReceipt } from '@/domain/jobs/writes/use-answer-receipt';
export { AnswerDelivery } from './hooks/use-answer-delivery';
export { answerJobs } from '@/domain/jobs/writes/use-answer-job';
export { canAnswer } from '@/domain/jobs/writes/receipt';
export { answerExcerpt } from '@/domain/jobs/writes/receipt-words';
export { useAnswerChatEvents } from '@/domain/jobs/writes/answer-chats-store';
