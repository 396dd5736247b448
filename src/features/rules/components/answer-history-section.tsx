// Settings › Answer history: every answer this device sent for the account (job, question,
// choice, when, by hand or by rule), newest first, capped; a rule can be made from a row.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/time';
import { PageSection } from '@/components/layout/page-section';
import { hasRuleFor } from '@/domain/answers/answer-rules';
import { firstLine } from '@/domain/jobs/card-text';
import { MAX_LOGGED, useAnswerLog, type LoggedAnswer } from '@/domain/answers/answer-log-store';
import { useAnswerRuleActions, useAnswerRules } from '@/domain/answers/answer-rules-store';

const FIRST_SHOWN = 30;

function MakeRule({ entry }: { entry: LoggedAnswer }) {
  const rules = useAnswerRules();
  const { add } = useAnswerRuleActions();
  const { question, questionText } = entry;
  if (question === undefined || questionText === undefined) return null;
  if (hasRuleFor(rules, question, entry.choice))
    return <span className="text-xs text-slate-600 dark:text-slate-300">Rule made</span>;
  return (
    <Button variant="secondary" className="text-xs" onClick={() => add(question, questionText, entry.choice)}>
      Make a rule
    </Button>
  );
}

export function AnswerHistorySection() {
  const log = useAnswerLog();
  const [all, setAll] = useState(false);
  const newest = [...log].reverse();
  const shown = all ? newest : newest.slice(0, FIRST_SHOWN);
  return (
    <PageSection title="Answer history">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Every answer this device sent for this account, the newest {MAX_LOGGED} kept. Sign out removes it.
      </p>
      {log.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-200">
          No answers sent from this device yet.
        </p>
      ) : (
        <ul
          aria-label="Answers sent"
          className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700"
        >
          {shown.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-2 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <Link
                  to={paths.job(entry.jobId)}
                  className="font-medium break-words text-sky-800 underline dark:text-sky-300"
                >
                  {entry.title}
                </Link>
                <span className="text-xs text-slate-600 dark:text-slate-300">
                  {formatDateTime(entry.at)} · {entry.byRule ? 'by rule' : 'by hand'}
                </span>
              </div>
              {entry.questionText ? (
                <p className="break-words text-slate-700 dark:text-slate-200">
                  {firstLine(entry.questionText)}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <span>
                  Answered <strong className="break-words">{entry.choice}</strong>
                </span>
                {entry.byRule ? null : <MakeRule entry={entry} />}
              </div>
            </li>
          ))}
        </ul>
      )}
      {!all && log.length > FIRST_SHOWN ? (
        <Button variant="secondary" className="self-start" onClick={() => setAll(true)}>
          Show all {log.length}
        </Button>
      ) : null}
    </PageSection>
  );
}
