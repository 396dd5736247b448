// The notifier's chunk comes after the first paint: what was waiting before it came decides what
// is news to it.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationPrefsStore } from '../store/notification-prefs-store';
import { NeedsInputNotifier } from './needs-input-notifier';

const list = vi.hoisted(() => ({ jobs: undefined as { id: string; title: string }[] | undefined }));
vi.mock('@/domain/jobs/use-waiting-work', () => ({
  useWaitingWork: () => (list.jobs ? { all: list.jobs } : undefined),
}));
const mounts = vi.hoisted(() => ({ known: [] as (string[] | undefined)[] }));
vi.mock('./needs-input-notifications', () => ({
  NeedsInputNotifications: ({ known }: { known: () => ReadonlySet<string> | undefined }) => {
    const ids = known();
    mounts.known.push(ids && [...ids]);
    return null;
  },
}));

const job = (id: string) => ({ id, title: id });

/** The notifier, mounted while `a` waits; then `b` starts to wait as well. */
function showsJobBAfterA() {
  list.jobs = [job('a')];
  const view = render(<NeedsInputNotifier />);
  list.jobs = [job('a'), job('b')];
  view.rerender(<NeedsInputNotifier />);
}

beforeEach(() => {
  list.jobs = undefined;
  mounts.known = [];
});
afterEach(() => useNotificationPrefsStore.setState({ enabled: false }));

describe('the notifier, fetched when wanted', () => {
  it('is not fetched for someone who has not opted in', async () => {
    useNotificationPrefsStore.setState({ enabled: false });
    showsJobBAfterA();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mounts.known).toEqual([]);
  });

  it('opted in from the start: a job that turned to needing input before it came is still news', async () => {
    useNotificationPrefsStore.setState({ enabled: true });
    showsJobBAfterA();
    await vi.waitFor(() => expect(mounts.known.length).toBeGreaterThan(0));
    expect(mounts.known[0]).toEqual(['a']);
  });

  it('opted in later: what was waiting until then is not news', async () => {
    useNotificationPrefsStore.setState({ enabled: false });
    showsJobBAfterA();
    act(() => {
      useNotificationPrefsStore.setState({ enabled: true });
    });
    await vi.waitFor(() => expect(mounts.known.length).toBeGreaterThan(0));
    expect(mounts.known[0]).toEqual(['a', 'b']);
  });
});
