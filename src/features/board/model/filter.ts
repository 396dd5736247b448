import type { Job } from '@/lib/api/resources/job';

/** The text filter: every word must appear in the title or the description, in any case. */
export function filterJobs(jobs: readonly Job[], q: string, state: string): readonly Job[] {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0 && state === '') return jobs;
  return jobs.filter((job) => {
    if (state !== '' && job.state !== state) return false;
    if (words.length === 0) return true;
    const haystack = `${job.title ?? ''}\n${job.description ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
