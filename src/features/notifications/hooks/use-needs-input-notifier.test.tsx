// The desktop notification names the job as the service has it: a job moved to "needs input" by a
// partial frame (its card still has the placeholder title) is announced once its read is in.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { useNotificationPrefsStore } from '../store/notification-prefs-store';
import { useNeedsInputNotifier, type NeedsInputJob } from './use-needs-input-notifier';

let permissionReads = 0;

function recordNotifications() {
  const shown: string[] = [];
  permissionReads = 0;
  class RecordingNotification {
    static get permission() {
      permissionReads += 1;
      return 'granted';
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options?: { body?: string }) {
      shown.push(`${title}: ${options?.body ?? ''}`);
    }
    close() {}
  }
  vi.stubGlobal('Notification', RecordingNotification);
  return shown;
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function setup(reads: Map<string, Promise<void>>, cache: Map<string, NeedsInputJob>) {
  const sources = { whenRead: (id: string) => reads.get(id), current: (id: string) => cache.get(id) };
  return renderHook(
    ({ jobs }: { jobs: NeedsInputJob[] | undefined }) =>
      useNeedsInputNotifier(jobs, () => undefined, sources),
    { initialProps: { jobs: [] as NeedsInputJob[] | undefined } },
  );
}

/** Job `a` turns to waiting by a partial frame: its name comes with its read, which the test lands. */
function jobAWaitsOnItsRead() {
  const read = deferred();
  const cache = new Map<string, NeedsInputJob>();
  const hook = setup(new Map([['a', read.promise]]), cache);
  hook.rerender({ jobs: [{ id: 'a', title: 'New job' }] });
  return { read, cache };
}

describe('needs-input notifications', () => {
  beforeEach(() => useNotificationPrefsStore.setState({ enabled: true }));
  // The opt-in is the page's: the next file in this worker starts without it, as a page does.
  afterEach(() => {
    vi.unstubAllGlobals();
    useNotificationPrefsStore.setState({ enabled: false });
  });

  it('compares its first list with what was waiting before it came', () => {
    const shown = recordNotifications();
    const sources = {
      whenRead: () => undefined,
      current: () => undefined,
      known: () => new Set(['a']),
    };
    renderHook(() =>
      useNeedsInputNotifier(
        [
          { id: 'a', title: 'Waiting already' },
          { id: 'b', title: 'Turned meanwhile' },
        ],
        () => undefined,
        sources,
      ),
    );
    expect(shown).toEqual(['A job needs your input: Turned meanwhile']);
  });

  it('announces a job that newly needs input, by its title, once', () => {
    const shown = recordNotifications();
    const hook = setup(new Map(), new Map());
    hook.rerender({ jobs: [{ id: 'a', title: 'Size the cluster' }] });
    hook.rerender({ jobs: [{ id: 'a', title: 'Size the cluster' }] });
    expect(shown).toEqual(['A job needs your input: Size the cluster']);
    // The permission (a synchronous call to the browser process) is asked only when there is news.
    expect(permissionReads).toBe(1);
  });

  it('waits for the read of a job a partial frame moved, and names it as the read has it', async () => {
    const shown = recordNotifications();
    const { read, cache } = jobAWaitsOnItsRead();
    expect(shown).toEqual([]);
    cache.set('a', { id: 'a', title: 'Migrate the wiki' });
    read.resolve();
    await vi.waitFor(() => expect(shown).toEqual(['A job needs your input: Migrate the wiki']));
  });

  it('says nothing when the job no longer needs input once its read is in, or after opting out', async () => {
    const shown = recordNotifications();
    const first = deferred();
    const second = deferred();
    const cache = new Map<string, NeedsInputJob>();
    const hook = setup(
      new Map([
        ['a', first.promise],
        ['b', second.promise],
      ]),
      cache,
    );
    hook.rerender({
      jobs: [
        { id: 'a', title: 'New job' },
        { id: 'b', title: 'New job' },
      ],
    });
    first.resolve(); // `a` is not in the cache as waiting any more
    cache.set('b', { id: 'b', title: 'Named' });
    useNotificationPrefsStore.setState({ enabled: false });
    hook.rerender({ jobs: [{ id: 'b', title: 'Named' }] });
    second.resolve();
    await Promise.all([first.promise, second.promise]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual([]);
  });

  it('says nothing of a read that lands after opting out, the job still waiting', async () => {
    const shown = recordNotifications();
    const { read, cache } = jobAWaitsOnItsRead();
    useNotificationPrefsStore.setState({ enabled: false });
    cache.set('a', { id: 'a', title: 'Named' });
    read.resolve();
    await read.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual([]);
  });

  it('after the data goes (sign out, another key) the next account’s waiting jobs are not news', () => {
    const shown = recordNotifications();
    const hook = setup(new Map(), new Map());
    hook.rerender({ jobs: [{ id: 'a', title: 'Old account' }] });
    hook.rerender({ jobs: undefined });
    hook.rerender({ jobs: [{ id: 'b', title: 'Already waiting in the new account' }] });
    expect(shown).toEqual(['A job needs your input: Old account']);
  });

  it('says nothing of a read that lands after the account changed', async () => {
    const shown = recordNotifications();
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'first-key' });
    const { read, cache } = jobAWaitsOnItsRead();
    useSettingsStore.setState({ apiKey: 'second-key' });
    cache.set('a', { id: 'a', title: 'Named in the first account' });
    read.resolve();
    await read.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual([]);
  });
});
