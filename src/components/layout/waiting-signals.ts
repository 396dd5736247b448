// Where people look for "something waits for me": the tab title starts with "(N) " (then what
// rules answered while the tab was hidden: unseen-rule-answers.ts), an installed
// app's icon shows N (Badging API, cleared at 0), and the favicon gets a dot. And a voice: each job
// that starts to wait is announced (merged by the announcer when several come at once). Jobs
// already waiting when the count was first read, or when the account changed, are not news.
import { useEffect, useRef } from 'react';
import { announce } from '@/lib/announcer/announcer-store';
import type { Job } from '@/lib/api/resources/job';
import { setWaitingCount } from './document-title';
import { followUnseenRuleAnswers } from './unseen-rule-answers';
import { jobTitle } from '@/domain/jobs/job-title';

const FAVICON = '/favicon.svg';
// The app's icon with an amber dot: a data: URL (img-src allows data:, scripts/csp.ts).
const FAVICON_WAITING = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0369a1"/><path d="M9 22 16 8l7 14M12 17h8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="25" cy="7" r="6.5" fill="#f59e0b" stroke="#fff" stroke-width="1.5"/></svg>',
)}`;

function showOnIcon(count: number) {
  try {
    if (count > 0) void navigator.setAppBadge?.(count).catch(() => undefined);
    else void navigator.clearAppBadge?.().catch(() => undefined);
  } catch {
    // not an installed app, or no Badging API: the title and the favicon say it
  }
}

function markFavicon(waiting: boolean) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const href = waiting ? FAVICON_WAITING : FAVICON;
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

export function useWaitingSignals(jobs: readonly Job[] | undefined, count: string) {
  useEffect(() => followUnseenRuleAnswers(), []);
  const waiting = jobs?.length ?? 0;
  useEffect(() => {
    setWaitingCount(waiting > 0 ? count : undefined);
    showOnIcon(waiting);
    markFavicon(waiting > 0);
  }, [waiting, count]);

  const known = useRef<Set<string> | undefined>(undefined);
  useEffect(() => {
    if (!jobs) {
      known.current = undefined;
      return;
    }
    const previous = known.current;
    known.current = new Set(jobs.map((job) => job.id));
    if (!previous) return;
    for (const job of jobs)
      if (!previous.has(job.id)) announce({ kind: 'needs-input', title: jobTitle(job.title) });
  }, [jobs]);
}
