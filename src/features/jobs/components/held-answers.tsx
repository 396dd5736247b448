// Mounted once by the app. What a first visit pays for answers: the view of their records and `z`
// to undo those held last. The write path and its runner are fetched once they are wanted:
// something is answered here, or this account keeps answers on this device (store/answer-records.ts).
import { lazyWhenWanted } from '@/lib/lazy-component';
import { useUndoHeldKey } from '../hooks/use-undo-held-key';
import { useAnswersWanted } from '../store/answer-records';

const AnswerDelivery = lazyWhenWanted(() =>
  import('../hooks/use-answer-delivery').then((module) => module.AnswerDelivery),
);

export function HeldAnswers() {
  useUndoHeldKey();

  return <AnswerDelivery wanted={useAnswersWanted()} />;
}
