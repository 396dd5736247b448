// The day so far in one quiet line under the Inbox's title: answered, the median wait from the
// agent's question to the answer, answered by rules, overdue now. Read from this device's log.
import { useNow } from '@/lib/use-now';
import { daySoFar, todayText } from '@/domain/answers/day-record';
import { useAnswerLog } from '@/domain/answers/answer-log-store';

export function TodayLine({ overdue }: { overdue: number }) {
  const log = useAnswerLog();
  const now = useNow();
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">{todayText(daySoFar(log, now), overdue)}</p>
  );
}
