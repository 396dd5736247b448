// Mounted once by the app. What a first visit pays for answers: the view of their records and `z`
// to undo those held last. The write path and its runner are fetched once they are wanted:
// something is answered here, or this account keeps answers on this device (store/answer-records.ts).
import { lazyWhenWanted } from '@/lib/lazy-component';
import { useUndoHeldKey } from '../hooks/use-undo-held-key';
import { useAnswersWanted } from '@/domain/jobs/writes/answer-records';
import { useAnyRuleActing } from '@/domain/answers/answer-rules-store';

const AnswerDelivery = lazyWhenWanted(() =>
  import('../hooks/use-answer-delivery').then((module) => module.AnswerDelivery),
);
// Acting rules answer while a tab is open; their part (and the write path) is fetched once one acts.
const RuleRunner = lazyWhenWanted(() =>
  import('../hooks/use-rule-runner').then((module) => module.RuleRunner),
);

export function HeldAnswers() {
  useUndoHeldKey();
  const acting = useAnyRuleActing();

  return (
    <>
      <AnswerDelivery wanted={useAnswersWanted()} />
      <RuleRunner wanted={acting} />
    </>
  );
}
