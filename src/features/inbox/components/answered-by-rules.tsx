// "Answered by rules": what acting rules answered on this device today, each with its receipt,
// and Undo while it is held (an Undo sends nothing; the rule then leaves that question to you).
import { Link } from '@/components/ui/link';
import { useRuleActs, type RuleAct } from '@/domain/jobs/rule-acts-store';
import { paths } from '@/config/paths';
import type { WriteRecord } from '@/lib/writes/write-record';
import { answerExcerpt } from '@/domain/jobs/writes/receipt-words';
import { HeldAnswerStatus } from '@/components/jobs/held-answer-status';
import { useNow } from '@/lib/use-now';
import { useLatestAnswerRecord } from '@/domain/jobs/writes/answer-records';
import { jobTitle } from '@/domain/jobs/job-title';

const SHOWN = 20;
const DAY_MS = 24 * 60 * 60_000;

function recordWords(record: WriteRecord | undefined): string {
  if (!record) return 'Undone: nothing was sent';
  const answer = answerExcerpt(record.text);
  switch (record.state) {
    case 'landed':
      return `Sent: ${answer}`;
    case 'failed':
      return `Not sent: ${record.error ?? 'the service refused it'} (${answer})`;
    case 'stale':
      return `Not sent: the job moved on (${answer})`;
    case 'abandoned':
      return 'Undone: nothing was sent';
    default:
      return `Sending: ${answer}`;
  }
}

function RuleAnswer({ act, title }: { act: RuleAct; title: string }) {
  const latest = useLatestAnswerRecord(act.jobId);
  const record = latest?.batch === act.batch ? latest : undefined;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <Link
        to={paths.job(act.jobId)}
        className="font-semibold break-words text-sky-800 underline dark:text-sky-300"
      >
        {record?.title ?? title}
      </Link>
      {record?.state === 'held' ? (
        <HeldAnswerStatus held={record} />
      ) : (
        <p role="status" className="text-sm">
          {recordWords(record)}
        </p>
      )}
    </li>
  );
}

export function AnsweredByRules({ titleOf }: { titleOf: (jobId: string) => string | undefined }) {
  const acts = useRuleActs();
  const since = useNow() - DAY_MS;
  const shown = acts
    .filter((act) => act.at >= since)
    .slice(-SHOWN)
    .reverse();
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="answered-by-rules" className="flex flex-col gap-2">
      <h2 id="answered-by-rules" className="text-base font-semibold">
        Answered by rules
      </h2>
      <ul aria-label="Answered by rules" className="flex flex-col gap-2">
        {shown.map((act) => (
          <RuleAnswer key={act.batch} act={act} title={jobTitle(titleOf(act.jobId))} />
        ))}
      </ul>
    </section>
  );
}
