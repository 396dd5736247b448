// Beside an answer held before it is sent: whether it differs from what the person chose the
// last times for the same question (one line, never blocking: Undo is right there), and a way
// to make a rule of it, which starts in shadow and never sends anything by itself.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { AnswerWrite } from '@/lib/writes/write-record';
import { hasRuleFor } from '@/domain/answers/answer-rules';
import { differsFromBefore, differsText } from '@/domain/answers/day-record';
import { useAnswerLog } from '@/domain/answers/answer-log-store';
import { useAnswerRuleActions, useAnswerRules } from '@/domain/answers/answer-rules-store';

export function HeldJudgment({ held, questionText }: { held: AnswerWrite; questionText?: string }) {
  const log = useAnswerLog();
  const rules = useAnswerRules();
  const { add } = useAnswerRuleActions();
  const [made, setMade] = useState(false);
  const differs = differsFromBefore(log, held.question, held.text);
  const question = held.question;
  const ruled = question !== undefined && hasRuleFor(rules, question, held.text);
  if (!differs && question === undefined) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {differs ? (
        <p className="rounded bg-amber-100 px-2 py-1 font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
          {differsText(differs)}
        </p>
      ) : null}
      {made || ruled ? (
        <p className="text-slate-700 dark:text-slate-200">
          A rule answers this in shadow: it sends nothing until you switch it to act in{' '}
          <Link to={paths.settings()} className="text-sky-800 underline dark:text-sky-300">
            Settings › Rules
          </Link>
          .
        </p>
      ) : question !== undefined && questionText !== undefined ? (
        <Button
          variant="secondary"
          className="max-sm:min-h-11"
          onClick={() => {
            add(question, questionText, held.text, held.jobId);
            setMade(true);
          }}
        >
          Always answer this way…
        </Button>
      ) : null}
    </div>
  );
}
