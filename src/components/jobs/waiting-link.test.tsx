import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useSnoozeStore } from '@/domain/jobs/snoozes';
import { buildJobInState } from '@/testing/builders';
import { renderWithClient } from '@/testing/render';
import { WaitingLink } from './waiting-link';

describe('WaitingLink', () => {
  it('keeps its row when nothing waits, and links to the inbox with the count when jobs do', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(jobQueries.list().queryKey, [buildJobInState('a', 'done')]);
    renderWithClient(
      <MemoryRouter>
        <WaitingLink />
      </MemoryRouter>,
      client,
    );
    const quiet = screen.getByText('Nothing waiting for you');
    expect(screen.queryByRole('link')).toBeNull();

    act(() => {
      client.setQueryData(jobQueries.list().queryKey, [
        buildJobInState('a', 'ambiguous'),
        buildJobInState('b', 'ambiguous'),
      ]);
    });
    // The cache tells the hook in its notify manager's next batch.
    const link = await screen.findByRole('link', { name: '2 waiting for you' });
    expect(link.getAttribute('href')).toBe('/inbox');
    expect(screen.queryByText('Nothing waiting for you')).toBeNull();
    // One row height in both states: the New job box below never moves when the count comes or goes.
    const heights = (element: Element) => element.className.split(' ').filter((c) => c.startsWith('min-h-'));
    expect(heights(link)).toEqual(heights(quiet));
    expect(heights(link)).toEqual(['min-h-11']);
  });

  it('leaves a snoozed job out, as the navigation badge does: one count of what waits for you', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [a, b] = [buildJobInState('a', 'ambiguous'), buildJobInState('b', 'ambiguous')];
    client.setQueryData(jobQueries.list().queryKey, [a, b]);
    renderWithClient(
      <MemoryRouter>
        <WaitingLink />
      </MemoryRouter>,
      client,
    );
    await screen.findByRole('link', { name: '2 waiting for you' });
    act(() => useSnoozeStore.getState().actions.snooze(b, 'Until it changes'));
    await screen.findByRole('link', { name: '1 waiting for you' });
    act(() => useSnoozeStore.getState().actions.wake(b.id));
    await screen.findByRole('link', { name: '2 waiting for you' });
  });
});
