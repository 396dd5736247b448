// Mounted once by the app. What a first visit pays for held answers: their store, and `z` to undo
// them (use-undo-held-key.ts). The sender (its timers, the claim across tabs) is fetched once an
// answer is held, in this tab or another of the account, or one held before a reload is still
// waiting; then it stays.
import { lazyWhenWanted } from '@/lib/lazy-component';
import { useUndoHeldKey } from '../hooks/use-undo-held-key';
import { useHeldAnswersStore } from '../store/held-answers-store';

const HeldAnswersSender = lazyWhenWanted(() =>
  import('../hooks/use-held-answers-sender').then((module) => module.HeldAnswersSender),
);

export function HeldAnswers() {
  useUndoHeldKey();
  return <HeldAnswersSender wanted={useHeldAnswersStore((s) => Object.keys(s.held).length > 0)} />;
}
