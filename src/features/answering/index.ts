// The answering feature as the other features may use it: its public entry (docs/decisions/044-features-by-what-a-person-does.md).
export { AnswerForm } from './components/answer-form';
export { LazyAnswerPanel, preloadAnswerPanel } from './components/lazy-answer-panel';
