// Mounted once by the app: the write path for answers (its records, their sending, the page
// hiding), and `z` to undo the answers held last.
import { useAnswerDelivery } from '../hooks/use-answer-delivery';
import { useUndoHeldKey } from '../hooks/use-undo-held-key';

export function HeldAnswers() {
  useUndoHeldKey();
  useAnswerDelivery();
  return null;
}
