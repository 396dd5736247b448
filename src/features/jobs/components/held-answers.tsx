// Mounted once by the app. What a first visit pays for held answers: their store. The sender (its
// timers, the claim across tabs, `z` to undo) is fetched once an answer is held, in this tab or
// another of the account, or one held before a reload is still waiting; then it stays.
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useOnceTrue } from '@/lib/use-once-true';
import { useHeldAnswersStore } from '../store/held-answers-store';

const HeldAnswersSender = lazyComponent(
  () => import('../hooks/use-held-answers-sender').then((module) => module.HeldAnswersSender),
  () => null,
);

export function HeldAnswers() {
  const wanted = useOnceTrue(useHeldAnswersStore((s) => Object.keys(s.held).length > 0));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HeldAnswersSender />
    </Suspense>
  );
}
