// During quiet hours an overdue job breaks through, once: a snoozed one waits, as it waits for
// the badge and the board (domain/jobs/waiting-work.ts).
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useSnoozeStore } from '@/domain/jobs/snoozes';
import { buildJobInState } from '@/testing/builders';
import { renderWithClient } from '@/testing/render';
import { useHeldNotices, useQuietHoursActions } from '../store/quiet-hours-store';
import { QuietHoursNotices } from './quiet-hours-notices';

const raised = vi.hoisted(() => ({ bodies: [] as string[] }));
vi.mock('../hooks/use-needs-input-notifier', () => ({
  raiseNotification: (_title: string, { body }: { body: string }) => raised.bodies.push(body),
}));
vi.mock('../model/notification-support', () => ({ notificationSupport: () => 'granted' }));

afterEach(() => {
  raised.bodies = [];
  useHeldNotices.setState({ waited: new Set(), brokeThrough: new Set() });
});

describe('quiet hours', () => {
  it('let an overdue job through once, and never a snoozed one', async () => {
    const { result } = renderHook(() => useQuietHoursActions());
    // Start equal to end: quiet the whole day, every day.
    act(() => result.current.set({ enabled: true, start: 0, end: 0 }));
    const long = { updated_at: '2020-01-01T00:00:00Z' };
    const [a, b] = [buildJobInState('a', 'ambiguous', long), buildJobInState('b', 'ambiguous', long)];
    act(() => useSnoozeStore.getState().actions.snooze(b, 'Until it changes'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(jobQueries.list().queryKey, [a, b]);
    renderWithClient(
      <MemoryRouter>
        <QuietHoursNotices />
      </MemoryRouter>,
      client,
    );
    await vi.waitFor(() => expect(raised.bodies).toHaveLength(1));
    expect(raised.bodies[0]).toContain(`“${a.title ?? ''}”`);
    // The list changes (another job starts to wait, not overdue): a stays let through once.
    act(() => {
      client.setQueryData(jobQueries.list().queryKey, [a, b, buildJobInState('c', 'ambiguous')]);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(raised.bodies).toHaveLength(1);
  });
});
