import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInboxPreferences } from '@/config/inbox-preferences';
import { signInForTest } from '@/testing/sign-in';
import { buildJobInState } from '@/testing/builders';
import { AnswerForm } from './answer-form';
import { AnswerDelivery } from '../hooks/use-answer-delivery';
import { useUndoHeldKey } from '../hooks/use-undo-held-key';

/** The app's held answers (components/held-answers.tsx) with its runner here at once, not fetched. */
function HeldAnswers() {
  useUndoHeldKey();
  return <AnswerDelivery />;
}

const job = buildJobInState('j1', 'ambiguous', { primary_session_id: 'session-1' });

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HeldAnswers />
      <AnswerForm job={job} choices={['Production', 'Staging']} />
    </QueryClientProvider>,
  );
}

describe('a held answer', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInForTest();
    useInboxPreferences.setState({ holdSeconds: 5 });
    // The service: the job's chat asks, the job waits, a message is taken (202).
    fetchMock = vi.fn((url: URL, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (init?.method === 'POST') return Promise.resolve(new Response('{}', { status: 202 }));
      if (path === '/v1/jobs/j1')
        return Promise.resolve(
          Response.json({ id: 'j1', state: 'ambiguous', primary_session_id: 'session-1' }),
        );
      return Promise.resolve(
        Response.json({ messages: [{ id: 'm1', role: 'assistant', content: 'Production or Staging?' }] }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const posts = () =>
    fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

  it('waits the hold, counting down, then is sent once', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    expect(screen.getByRole('status').textContent).toBe('Sending in 5 s');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByRole('status').textContent).toBe('Sending in 3 s');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(posts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(posts()).toHaveLength(1);
  });

  it('is taken back by Undo, and by the z key: nothing sent, the choices back', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Staging' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Production' }));
    expect(screen.getByRole('status').textContent).toBe('Sending in 5 s');
    fireEvent.keyDown(window, { key: 'z' });
    expect(screen.getByRole('button', { name: 'Production' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes out at once when the hold is 0 s', async () => {
    useInboxPreferences.setState({ holdSeconds: 0 });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(posts()).toHaveLength(1);
  });
});
