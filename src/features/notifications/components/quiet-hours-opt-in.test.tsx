// Quiet hours' own notifications (an overdue job breaking through, the summary when they end) come
// only while the person has notifications on: turned off in the same session, neither comes.
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationPrefsStore } from '../store/notification-prefs-store';
import { useHeldNotices } from '../store/quiet-hours-store';
import type * as QuietHoursModel from '../model/quiet-hours';
import { QuietHoursNotices } from './quiet-hours-notices';

const world = vi.hoisted(() => ({ quiet: true, now: 1_000_000 }));
const raised = vi.hoisted(() => ({ bodies: [] as string[] }));
vi.mock('@/domain/jobs/use-waiting-work', () => ({
  useWaitingWork: () => ({ awake: [{ id: 'j1', title: 'Nightly import', state: 'ambiguous' }] }),
}));
vi.mock('@/domain/jobs/waiting-jobs', () => ({ isOverdue: () => true, waitingSince: () => 0 }));
vi.mock('../model/notification-support', () => ({ notificationSupport: () => 'granted' }));
vi.mock('@/lib/use-now', () => ({ useNow: () => world.now }));
vi.mock('../model/quiet-hours', async (importOriginal) => ({
  ...(await importOriginal<typeof QuietHoursModel>()),
  isQuiet: () => world.quiet,
  quietSummary: (jobs: number, overdue: number) => `${jobs} job needs input, ${overdue} overdue`,
}));
vi.mock('../hooks/use-needs-input-notifier', () => ({
  raiseNotification: (_title: string, { body }: { body: string }) => raised.bodies.push(body),
}));

const notices = () => (
  <MemoryRouter>
    <QuietHoursNotices />
  </MemoryRouter>
);

/** Quiet hours with a job that waited, then their end, at a later moment. */
function quietThenOver() {
  world.quiet = true;
  const view = render(notices());
  useHeldNotices.setState({ waited: new Set(['j1']) });
  world.quiet = false;
  world.now += 60_000;
  view.rerender(notices());
}

beforeEach(() => {
  raised.bodies = [];
  world.quiet = true;
  useHeldNotices.setState({ waited: new Set(), brokeThrough: new Set() });
});
afterEach(() => useNotificationPrefsStore.setState({ enabled: false }));

describe('quiet hours notices', () => {
  it('with notifications on: the overdue job breaks through, and the end sums up what waits', () => {
    useNotificationPrefsStore.setState({ enabled: true });
    quietThenOver();
    expect(raised.bodies).toEqual([
      expect.stringMatching(/^“Nightly import” has waited over \d+ min$/),
      '1 job needs input, 1 overdue',
    ]);
  });

  it('turned off after they were on: neither the break-through nor the summary comes', () => {
    useNotificationPrefsStore.setState({ enabled: true });
    world.quiet = false;
    const view = render(notices());
    act(() => {
      useNotificationPrefsStore.setState({ enabled: false });
    });
    view.unmount();
    quietThenOver();
    expect(raised.bodies).toEqual([]);
    // What waited is let go with the quiet hours' end: turned on again, no stale summary comes.
    expect(useHeldNotices.getState().waited.size).toBe(0);
  });
});
