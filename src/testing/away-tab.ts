// For tests of "while you were away": each test gets a fresh query client, an empty away list and
// a tab whose visibility and clock the test moves.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { useAwayStore } from '@/domain/away/away-store';
import { jobQueries } from '@/domain/jobs/job-queries';
import { buildJob } from './builders';

/** What the away list holds: `jobId:state` for a job, the key for anything else. */
export const listed = () =>
  useAwayStore.getState().changes.map((c) => (c.kind === 'job' ? `${c.jobId}:${c.state}` : c.key));

/** Nothing is listed, once what a change set off has had its turn (a poll would pass at once). */
export async function expectNothingListed() {
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(listed()).toEqual([]);
}

export function awayTabEachTest() {
  const tab = {
    client: new QueryClient(),
    /** Now, in milliseconds, for whatever the test gives it to. */
    clock: 0,
    /** What `document.visibilityState` says; set it alone for a tab that was already hidden. */
    visibility: 'visible' as DocumentVisibilityState,
    /** The tab is hidden or shown, as the browser would say it. */
    setVisibility(next: DocumentVisibilityState) {
      tab.visibility = next;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    /** The person looks away for `ms` while `meanwhile` happens, then comes back. */
    hiddenFor(ms: number, meanwhile: () => void) {
      tab.setVisibility('hidden');
      meanwhile();
      tab.clock += ms;
      tab.setVisibility('visible');
    },
    /** The job list, as a read or a frame would leave it: one job per id, in the given state. */
    setJobs(states: Record<string, string>) {
      tab.client.setQueryData(
        jobQueries.list().queryKey,
        Object.entries(states).map(([id, state]) => buildJob({ id, state, title: `Job ${id}` })),
      );
    },
  };
  beforeEach(() => {
    tab.client = new QueryClient();
    tab.clock = 0;
    tab.visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => tab.visibility);
    useAwayStore.getState().actions.dismiss();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return tab;
}
