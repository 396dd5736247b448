// What a card says beyond its title and state, without repeating the state: a done card whose
// activity reads "Finished" says nothing more, a failed one leads with its reason's first line.
import type { Job } from '@/lib/api/resources/job';
import { stateLabel } from './job-states';

const SAME_AS_STATE = new Map<string, ReadonlySet<string>>([
  ['done', new Set(['done', 'finished', 'complete', 'completed', 'succeeded', 'success'])],
  ['failed', new Set(['failed', 'failure', 'error', 'errored'])],
]);

function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The job's last activity, unless it only says what the state badge already says. */
export function activityWorthShowing(job: Job): string | undefined {
  const activity = job.lastActivity?.trim();
  if (!activity) return undefined;
  const said = words(activity);
  if (said === words(job.state) || said === words(stateLabel(job.state))) return undefined;
  if (SAME_AS_STATE.get(job.state)?.has(said)) return undefined;
  return activity;
}

/** The first line of `text` that is not blank, trimmed (looking no further than its 20th line). */
export function firstLine(text: string | undefined): string | undefined {
  for (const line of text?.split(/\r\n|\r|\n/, 20) ?? []) {
    const trimmed = line.trim();
    if (trimmed) return trimmed;
  }
  return undefined;
}

/** A failed job's reason, its first non-empty line, for the card (the job page shows it whole). */
export function failureHeadline(job: Job): string | undefined {
  return firstLine(job.failureReason)?.slice(0, 200);
}
