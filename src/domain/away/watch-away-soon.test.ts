// @vitest-environment jsdom
// The watcher is fetched when the person goes away; what the cache showed at that moment, not
// when the module came, is what the return is compared with.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEventStreamStore } from '@/lib/events/status-store';
import { awayTabEachTest, expectNothingListed, listed } from '@/testing/away-tab';
import type * as AwayWatcher from './away-watcher';
import { watchAwaySoon } from './watch-away-soon';

const fetched = vi.hoisted(() => ({ watcher: 0, started: 0, gate: Promise.resolve() }));
vi.mock('./away-watcher', async (original) => {
  fetched.watcher += 1;
  await fetched.gate;
  const module = await original<typeof AwayWatcher>();
  return {
    ...module,
    watchAway: (...args: Parameters<typeof module.watchAway>) => {
      fetched.started += 1;
      return module.watchAway(...args);
    },
  };
});

describe('while you were away: fetched when the person goes away', () => {
  const tab = awayTabEachTest();
  let stop = () => {};
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockImplementation(() => tab.clock);
    useEventStreamStore.getState().actions.opened();
    stop = watchAwaySoon(tab.client);
  });
  afterEach(() => {
    stop();
  });

  it('fetches nothing while the person is watching', () => {
    tab.setJobs({ a: 'backlog' });
    expect(fetched.watcher).toBe(0);
  });

  it('lists a change that came while its code was on the way', async () => {
    let open = () => {};
    fetched.gate = new Promise<void>((resolve) => (open = resolve));
    tab.setJobs({ a: 'backlog' });
    tab.setVisibility('hidden');
    tab.setJobs({ a: 'done' }); // a frame before the watcher came
    await vi.waitFor(() => expect(fetched.watcher).toBe(1));
    open();
    // The watcher has taken over (not a pause long enough for it: under load, 20 ms was not).
    await vi.waitFor(() => expect(fetched.started).toBe(1));
    tab.clock = 60_000;
    tab.setVisibility('visible');
    await expect.poll(listed).toEqual(['a:done']);
  });

  it('a tab back within the minute, before the watcher came, lists nothing', async () => {
    tab.setJobs({ a: 'backlog' });
    tab.hiddenFor(1_000, () => tab.setJobs({ a: 'done' }));
    await expectNothingListed();
  });
});
