import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useEventStreamStore } from '@/lib/events/status-store';
import { buildJob } from '@/testing/builders';
import { useAwayStore } from './away-store';
import { watchAway } from './away-watcher';

const setJobs = (client: QueryClient, states: Record<string, string>) =>
  client.setQueryData(
    jobQueries.list().queryKey,
    Object.entries(states).map(([id, state]) => buildJob({ id, state, title: `Job ${id}` })),
  );
const status = (value: 'Live' | 'Reconnecting' | 'Offline') =>
  useEventStreamStore.getState().actions.setStatus(value);
const listed = () =>
  useAwayStore.getState().changes.map((c) => (c.kind === 'job' ? `${c.jobId}:${c.state}` : c.key));

describe('while you were away: the watcher', () => {
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
    clock = 0;
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    useAwayStore.getState().actions.dismiss();
    status('Live');
    stop = watchAway(client, () => clock);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('a tab hidden for a minute or more lists what changed meanwhile, even what came live', async () => {
    setJobs(client, { a: 'backlog' });
    setVisibility('hidden');
    setJobs(client, { a: 'done' }); // a frame the person could not see
    clock = 60_000;
    setVisibility('visible');
    await expect.poll(listed).toEqual(['a:done']);
  });

  it('a tab hidden for less than a minute lists nothing', async () => {
    setJobs(client, { a: 'backlog' });
    setVisibility('hidden');
    setJobs(client, { a: 'done' });
    clock = 59_000;
    setVisibility('visible');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listed()).toEqual([]);
  });

  it('lists what changed while the stream was down, and not what was seen live', async () => {
    setJobs(client, { a: 'backlog', b: 'backlog' });
    setJobs(client, { a: 'done', b: 'backlog' }); // a frame while watching
    status('Reconnecting');
    setJobs(client, { a: 'done', b: 'failed' }); // the re-read after the reconnect
    status('Live');
    await expect.poll(listed).toEqual(['b:failed']);
    useAwayStore.getState().actions.dismiss();
    expect(listed()).toEqual([]);
  });

  it('lists nothing when nothing changed', async () => {
    setJobs(client, { a: 'backlog' });
    status('Offline');
    status('Live');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listed()).toEqual([]);
  });

  it('fetched after the stream was lost, it still lists what the re-read brings', async () => {
    stop();
    setJobs(client, { a: 'backlog' });
    useEventStreamStore.getState().actions.opened(); // live once, then lost before the watcher came
    status('Reconnecting');
    stop = watchAway(client, () => clock);
    setJobs(client, { a: 'failed' });
    status('Live');
    await expect.poll(listed).toEqual(['a:failed']);
  });

  it('fetched before the stream was ever live, a first connection lists nothing', async () => {
    stop();
    useEventStreamStore.setState({ opens: 0 });
    status('Offline');
    stop = watchAway(client, () => clock);
    setJobs(client, { a: 'backlog' });
    status('Live');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listed()).toEqual([]);
  });

  it('fetched while the tab is hidden, it lists what changed once shown after a minute', async () => {
    stop();
    setJobs(client, { a: 'backlog' });
    visibility = 'hidden';
    stop = watchAway(client, () => clock);
    setJobs(client, { a: 'done' });
    clock = 60_000;
    setVisibility('visible');
    await expect.poll(listed).toEqual(['a:done']);
  });
});
