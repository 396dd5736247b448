// Quiet hours: the hours and days when notifications wait. A span that ends before it starts
// runs past midnight (22:00–07:00), and belongs to the day it starts on. Start equal to end means
// the whole day. Jobs waiting longer than the overdue threshold still break through; when quiet
// hours end, one notification sums up what is waiting.

export interface QuietHours {
  enabled: boolean;
  /** Minutes after midnight. */
  start: number;
  end: number;
  /** Days it starts on, 0 = Sunday … 6 = Saturday. */
  days: number[];
}

export const DEFAULT_QUIET_HOURS: QuietHours = {
  enabled: false,
  start: 22 * 60,
  end: 7 * 60,
  days: [0, 1, 2, 3, 4, 5, 6],
};

export function isQuiet(quiet: QuietHours, at: Date): boolean {
  if (!quiet.enabled || quiet.days.length === 0) return false;
  const minutes = at.getHours() * 60 + at.getMinutes();
  const day = at.getDay();
  const yesterday = (day + 6) % 7;
  const on = (d: number) => quiet.days.includes(d);
  if (quiet.start === quiet.end) return on(day);
  if (quiet.start < quiet.end) return on(day) && minutes >= quiet.start && minutes < quiet.end;
  return (on(day) && minutes >= quiet.start) || (on(yesterday) && minutes < quiet.end);
}

/** "7 jobs need input, 2 overdue". */
export function quietSummary(waiting: number, overdue: number): string {
  const jobs = `${waiting} ${waiting === 1 ? 'job needs' : 'jobs need'} input`;
  return overdue > 0 ? `${jobs}, ${overdue} overdue` : jobs;
}

/** "22:00" ⇄ minutes after midnight. */
export const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function timeToMinutes(value: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}
