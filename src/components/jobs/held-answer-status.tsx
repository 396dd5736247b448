// An answer held before it is sent: the seconds left, and Undo (the `z` key does the same). Undo
// takes back the whole batch the answer was given with, and puts every form back as it was. The
// countdown is the visible status of the held answer, and not live: its ticks are not spoken (a
// person hears it when the answer is given, as focus comes to it, and the receipt that follows).
import { useEffect, useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { undoBatch, type HeldAnswer } from '@/domain/jobs/writes/answer-records';

function secondsLeft(sendAt: number): number {
  return Math.max(0, Math.ceil((sendAt - Date.now()) / 1000));
}

export function HeldAnswerStatus({ held, ref }: { held: HeldAnswer; ref?: Ref<HTMLParagraphElement> }) {
  const [left, setLeft] = useState(() => secondsLeft(held.sendAt));
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(held.sendAt)), 250);
    return () => clearInterval(timer);
  }, [held.sendAt]);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md bg-sky-50 p-3 text-sm dark:bg-sky-950">
      <p ref={ref} tabIndex={-1} role="status" aria-live="off" className="font-medium outline-none">
        Sending in {left} s
      </p>
      <span className="text-slate-700 dark:text-slate-200">“{held.text}”</span>
      <Button variant="secondary" className="ml-auto" onClick={() => undoBatch(held.batch)}>
        Undo
      </Button>
    </div>
  );
}
