// The watcher is fetched when the person goes away; what the cache showed at that moment, not
// when the module came, is what the return is compared with.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useEventStreamStore } from '@/lib/events/status-store';
import { buildJob } from '@/testing/builders';
import { useAwayStore } from './away-store';
import { watchAwaySoon } from './watch-away-soon';

const fetched = vi.hoisted(() => ({ watcher: 0, gate: Promise.resolve() }));
vi.mock('./away-watcher', async (original) => {
  fetched.watcher += 1;
  await fetched.gate;
  return original();
});

const setJobs = (client: QueryClient, states: Record<string, string>) =>
  client.setQueryData(
    jobQueries.list().queryKey,
    Object.entries(states).map(([id, state]) => buildJob({ id, state, title: `Job ${id}` })),
  );
const listed = () =>
  useAwayStore.getState().changes.map((c) => (c.kind === 'job' ? `${c.jobId}:${c.state}` : c.key));

describe('while you were away: fetched when the person goes away', () => {
  let client: QueryClient;
  let stop = () => {};
  let clock = 0;
  let visibility: DocumentVisibilityState = 'visible';
  const setVisibility = (next: DocumentVisibilityState) => {
    visibility = next;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  beforeEach(() => {
    client = new QueryClient();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    useAwayStore.getState().actions.dismiss();
    useEventStreamStore.getState().actions.opened();
    stop = watchAwaySoon(client);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('fetches nothing while the person is watching', () => {
    setJobs(client, { a: 'backlog' });
    expect(fetched.watcher).toBe(0);
  });

  it('lists a change that came while its code was on the way', async () => {
    let open = () => {};
    fetched.gate = new Promise<void>((resolve) => (open = resolve));
    setJobs(client, { a: 'backlog' });
    setVisibility('hidden');
    setJobs(client, { a: 'done' }); // a frame before the watcher came
    await vi.waitFor(() => expect(fetched.watcher).toBe(1));
    open();
    await new Promise((resolve) => setTimeout(resolve, 20)); // the watcher has taken over
    clock = 60_000;
    setVisibility('visible');
    await expect.poll(listed).toEqual(['a:done']);
  });

  it('a tab back within the minute, before the watcher came, lists nothing', async () => {
    setJobs(client, { a: 'backlog' });
    setVisibility('hidden');
    setJobs(client, { a: 'done' });
    clock += 1_000;
    setVisibility('visible');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listed()).toEqual([]);
  });
});
