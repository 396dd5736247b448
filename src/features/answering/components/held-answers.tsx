// Mounted once by the app. What a first visit pays for answers: the view of their records and `z`
// to undo those held last. The write path and the answers' runner are fetched once they are
// wanted (src/app/job-deliveries.tsx).
import { lazyWhenWanted } from '@/lib/lazy-component';
import { useUndoHeldKey } from '../hooks/use-undo-held-key';
import { useAnyRuleActing } from '@/domain/answers/answer-rules-store';

// Acting rules answer while a tab is open; their part (and the write path) is fetched once one acts.
const RuleRunner = lazyWhenWanted(() =>
  import('../hooks/use-rule-runner').then((module) => module.RuleRunner),
);

export function HeldAnswers() {
  useUndoHeldKey();
  return <RuleRunner wanted={useAnyRuleActing()} />;
}
