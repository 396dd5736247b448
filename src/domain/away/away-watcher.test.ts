// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { buildJob } from '@/testing/builders';
import { useEventStreamStore } from '@/lib/events/status-store';
import { awayTabEachTest, expectNothingListed, listed } from '@/testing/away-tab';
import { useAwayStore } from './away-store';
import { watchAway } from './away-watcher';

const status = (value: 'Live' | 'Reconnecting' | 'Offline') =>
  useEventStreamStore.getState().actions.setStatus(value);

describe('while you were away: the watcher', () => {
  const tab = awayTabEachTest();
  let stop = () => {};
  beforeEach(() => {
    status('Live');
    stop = watchAway(tab.client, () => tab.clock);
  });
  afterEach(() => {
    stop();
  });

  it('a tab hidden for a minute or more lists what changed meanwhile, even what came live', async () => {
    tab.setJobs({ a: 'backlog' });
    tab.hiddenFor(60_000, () => tab.setJobs({ a: 'done' })); // a frame the person could not see
    await expect.poll(listed).toEqual(['a:done']);
  });

  it('a tab hidden for less than a minute lists nothing', async () => {
    tab.setJobs({ a: 'backlog' });
    tab.hiddenFor(59_000, () => tab.setJobs({ a: 'done' }));
    await expectNothingListed();
  });

  it('lists what changed while the stream was down, and not what was seen live', async () => {
    tab.setJobs({ a: 'backlog', b: 'backlog' });
    tab.setJobs({ a: 'done', b: 'backlog' }); // a frame while watching
    status('Reconnecting');
    tab.setJobs({ a: 'done', b: 'failed' }); // the re-read after the reconnect
    status('Live');
    await expect.poll(listed).toEqual(['b:failed']);
    useAwayStore.getState().actions.dismiss();
    expect(listed()).toEqual([]);
  });

  it('lists nothing when nothing changed', async () => {
    tab.setJobs({ a: 'backlog' });
    status('Offline');
    status('Live');
    await expectNothingListed();
  });

  it('fetched after the stream was lost, it still lists what the re-read brings', async () => {
    stop();
    tab.setJobs({ a: 'backlog' });
    useEventStreamStore.getState().actions.opened(); // live once, then lost before the watcher came
    status('Reconnecting');
    stop = watchAway(tab.client, () => tab.clock);
    tab.setJobs({ a: 'failed' });
    status('Live');
    await expect.poll(listed).toEqual(['a:failed']);
  });

  it('fetched before the stream was ever live, a first connection lists nothing', async () => {
    stop();
    useEventStreamStore.setState({ opens: 0 });
    status('Offline');
    stop = watchAway(tab.client, () => tab.clock);
    tab.setJobs({ a: 'backlog' });
    status('Live');
    await expectNothingListed();
  });

  it('fetched while the tab is hidden, it lists what changed once shown after a minute', async () => {
    stop();
    tab.setJobs({ a: 'backlog' });
    tab.visibility = 'hidden';
    stop = watchAway(tab.client, () => tab.clock);
    tab.setJobs({ a: 'done' });
    tab.clock = 60_000;
    tab.setVisibility('visible');
    await expect.poll(listed).toEqual(['a:done']);
  });

  // Opened on the board: its list is read before the board's code comes (app/preload.ts). A
  // reconnect meanwhile only marks that list for a re-read, which its board makes once it mounts.
  it('waits for the re-read of a list no screen showed yet, and lists what it brings', async () => {
    let server: Record<string, string> = { a: 'backlog' };
    const list = {
      queryKey: jobQueries.list().queryKey,
      queryFn: () =>
        Promise.resolve(
          Object.entries(server).map(([id, state]) => buildJob({ id, state, title: `Job ${id}` })),
        ),
    };
    await tab.client.prefetchQuery(list);
    status('Reconnecting');
    server = { a: 'failed' };
    status('Live');
    // The reconnect's re-read: the list has no screen yet, so it is only marked.
    void tab.client.invalidateQueries({ queryKey: jobQueries.all() }, { cancelRefetch: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stopBoard = new QueryObserver(tab.client, list).subscribe(() => {});
    await expect.poll(listed).toEqual(['a:failed']);
    stopBoard();
  });
});
