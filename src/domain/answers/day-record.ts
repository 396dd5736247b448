// What the answer log (answer-log-store.ts) says: the person's own streak for a question,
// and the day so far.
import type { LoggedAnswer } from './answer-log-store';
import { sameChoice } from './answer-rules';

/**
 * When `choice` differs from what the person chose by hand the last N (≥ 2) times for `question`,
 * that choice and N; otherwise undefined.
 */
export function differsFromBefore(
  log: readonly LoggedAnswer[],
  question: string | undefined,
  choice: string,
): { choice: string; times: number } | undefined {
  if (question === undefined) return undefined;
  const mine = log.filter((entry) => entry.question === question && !entry.byRule);
  const last = mine.at(-1);
  if (!last || sameChoice(last.choice, choice)) return undefined;
  let times = 0;
  for (let i = mine.length - 1; i >= 0 && sameChoice(mine[i]?.choice ?? '', last.choice); i -= 1) times += 1;
  return times >= 2 ? { choice: last.choice, times } : undefined;
}

export const differsText = ({ choice, times }: { choice: string; times: number }) =>
  `You chose ${choice} the last ${times} times`;

export interface DaySoFar {
  answered: number;
  medianWaitMs: number | undefined;
  byRules: number;
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The answers logged since local midnight of `now`. */
export function daySoFar(log: readonly LoggedAnswer[], now: number): DaySoFar {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const today = log.filter((entry) => entry.at >= start.getTime());
  return {
    answered: today.length,
    medianWaitMs: median(today.flatMap((entry) => (entry.waitedMs === undefined ? [] : [entry.waitedMs]))),
    byRules: today.filter((entry) => entry.byRule).length,
  };
}

/** A wait in words: "40 s", "3 min", "2 h 5 min". */
function waitWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${Math.max(0, seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** "Today: 4 answered · median wait 3 min · 1 by rules · 2 overdue now". */
export function todayText(day: DaySoFar, overdue: number): string {
  const parts = [
    `${day.answered} answered`,
    day.medianWaitMs === undefined ? 'no median wait yet' : `median wait ${waitWords(day.medianWaitMs)}`,
    `${day.byRules} by rules`,
    `${overdue} overdue now`,
  ];
  return `Today: ${parts.join(' · ')}`;
}
