// Mounted once by the app. What a first visit pays for held answers: their store. The sender (its
// timers, the claim across tabs, `z` to undo) is fetched once an answer is held, in this tab or
// another of the account, or one held before a reload is still waiting; then it stays.
import { Suspense, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useHeldAnswersStore } from '../store/held-answers-store';

const HeldAnswersSender = lazyComponent(
  () => import('../hooks/use-held-answers-sender').then((module) => module.HeldAnswersSender),
  () => null,
);

export function HeldAnswers() {
  const holding = useHeldAnswersStore((s) => Object.keys(s.held).length > 0);
  const [wanted, setWanted] = useState(holding);
  if (holding && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HeldAnswersSender />
    </Suspense>
  );
}
