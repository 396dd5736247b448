import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@/lib/api/resources/job';
import { buildJobInState } from '@/testing/builders';
import { useAnswerStore } from '../store/answer-store';
import { useAnswerChatReads } from '@/domain/jobs/writes/answer-chat-reads';
import { useTurnEndsStore } from '@/domain/questions/turn-ends';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { useInboxPreferences } from '@/config/inbox-preferences';
import { AnswerDelivery } from '../hooks/use-answer-delivery';
import { AnswerForm } from './answer-form';
import { signInForTest } from '@/testing/sign-in';

const CHAT = '5e551011-0000-4000-8000-000000000001';
const job = buildJobInState('j1', 'ambiguous', { primary_session_id: CHAT });

/** The views' listener for reads that end answered turns (the board, the Inbox and a job mount it). */
function AnswerChatEvents() {
  useAnswerChatReads();
  return null;
}

function renderForm(shown: Job = job, wasWaiting = false, listening = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (current: Job) => (
    <QueryClientProvider client={client}>
      <AnswerDelivery />
      {listening ? <AnswerChatEvents /> : null}
      <AnswerForm job={current} choices={['Production', 'Staging']} wasWaiting={wasWaiting} />
    </QueryClientProvider>
  );
  const result = render(ui(shown));
  return { ...result, client, show: (next: Job) => result.rerender(ui(next)) };
}

/** A fetch that answers only when the test calls `finish`. */
function heldFetch() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, finish: (response: Response) => answer(response) };
}

describe('AnswerForm', () => {
  beforeEach(() => {
    signInForTest();
    useAnswerStore.setState({ drafts: {} });
    useTurnEndsStore.setState({ endedAt: new Map() });
    // These cases are about the send and its receipt; the hold has its own tests.
    useInboxPreferences.setState({ holdSeconds: 0 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a clicked choice once, even when clicked twice, then shows it Sent', async () => {
    const { fetchMock, finish } = heldFetch();
    renderForm();
    const staging = screen.getByRole('button', { name: 'Staging' });
    fireEvent.click(staging);
    fireEvent.click(staging);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe(`http://service.test/v1/sessions/${CHAT}/messages`);
    expect(init.body).toBe(JSON.stringify({ message: 'Staging' }));
    await act(async () => finish(new Response('{}', { status: 202 })));
    expect((await screen.findByText('Sent: Staging')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Staging' })).toBeNull();
  });

  it('keeps focus in the panel after a choice is sent: on the "Answered" status', async () => {
    const { fetchMock, finish } = heldFetch();
    renderForm();
    const staging = screen.getByRole('button', { name: 'Staging' });
    staging.focus();
    fireEvent.click(staging);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => finish(new Response('{}', { status: 202 })));
    const status = await screen.findByText('Sent: Staging');
    expect(document.activeElement).toBe(status);
  });

  it('keeps focus in the panel after "Send answer"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 202 })),
    );
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Answer' }), { target: { value: 'Staging first' } });
    const send = screen.getByRole('button', { name: 'Send answer' });
    send.focus();
    fireEvent.click(send);
    const status = await screen.findByText('Sent: Staging first');
    expect(document.activeElement).toBe(status);
  });

  it('picks a choice with its number key', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.keyDown(window, { key: '1' });
    expect(await screen.findByText('Sent: Production')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.body).toBe(JSON.stringify({ message: 'Production' }));
  });

  it('keeps a failed free answer and sends it again with Retry', async () => {
    const fetchMock = vi
      .fn()
      // A 500: the service's own failure (a 503 goes again by itself, lib/outbox.ts).
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: 'agent failed' }), { status: 500 }))
      .mockResolvedValueOnce(new Response('{}', { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Answer' }), {
      target: { value: 'Use staging, then production' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your answer was not sent.');
    expect(alert.textContent).toContain('agent failed');
    const box = screen.getByRole('textbox', { name: 'Answer' });
    expect(box instanceof HTMLTextAreaElement && box.value).toBe('Use staging, then production');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent: Use staging, then production')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[1] as unknown as [URL, RequestInit];
    expect(init.body).toBe(JSON.stringify({ message: 'Use staging, then production' }));
  });

  it('never sends twice for a repeated key press while the first is out', async () => {
    const { fetchMock, finish } = heldFetch();
    renderForm();
    fireEvent.keyDown(window, { key: '2' });
    fireEvent.keyDown(window, { key: '2' });
    fireEvent.keyDown(window, { key: '1' });
    await screen.findByText('Sending: Staging');
    fireEvent.keyDown(window, { key: '1' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The request ends (as a real one does, at the latest at its time-out): its chat is free again.
    await act(async () => finish(new Response('{}', { status: 202 })));
    expect(await screen.findByText('Sent: Staging')).toBeTruthy();
  });

  it('follows the answer: working while the turn runs, Answered once the job moves on', async () => {
    const running = JSON.stringify({ id: CHAT, running: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(running, { status: 202 })),
    );
    const { show } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    expect(await screen.findByText('Agent is working… — you sent Staging')).toBeTruthy();
    show({ ...job, state: 'done' });
    expect(screen.getByRole('status').textContent).toBe('Answered with Staging — now Done');
  });

  it('offers the form again when the agent settles and still waits (it asks again)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ id: CHAT, running: true }), { status: 202 })),
    );
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    expect(await screen.findByText('Agent is working… — you sent Staging')).toBeTruthy();
    act(() => useTurnEndsStore.getState().ended(CHAT, Date.now() + 1));
    expect(screen.getByRole('status').textContent).toBe('The agent asks again — you sent Staging');
    expect(screen.getByRole('button', { name: 'Production' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers the form again when a re-read shows the agent asked again, with no settle frame', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ id: CHAT, running: true }), { status: 202 })),
    );
    const { client } = renderForm(job, false, true);
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    expect(await screen.findByText('Agent is working… — you sent Staging')).toBeTruthy();
    // The settle frame was lost in a reconnect; the chat's re-read shows the agent's next question.
    const said = (id: string, author: 'agent' | 'user', text: string) => ({
      id,
      author,
      text,
      createdAt: undefined,
      raw: null,
    });
    act(() => {
      client.setQueryData(sessionQueries.messages(CHAT).queryKey, [
        said('m1', 'agent', 'Where? Production or Staging'),
        said('m2', 'user', 'Staging'),
        said('m3', 'agent', 'Which region?'),
      ]);
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The agent asks again — you sent Staging'),
    );
  });

  it('shows a stale answer (409) as answered elsewhere, not as an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'not waiting' }), { status: 409 })),
    );
    renderForm(job, true);
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    expect(await screen.findByText('Answered elsewhere')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Staging' }).hasAttribute('disabled')).toBe(true);
  });

  it('disables the choices of a job another hand answered', () => {
    const { show } = renderForm(job, true);
    show({ ...job, state: 'in_progress' });
    expect(screen.getByRole('status').textContent).toContain('Answered elsewhere');
    expect(screen.getByRole('button', { name: 'Production' }).hasAttribute('disabled')).toBe(true);
  });

  it('leaves the focus where it is for a status that came by itself (answered in another tab, a page just loaded)', () => {
    const { show } = renderForm(job, true);
    expect(document.activeElement).toBe(document.body);
    show({ ...job, state: 'in_progress' });
    expect(screen.getByRole('status').textContent).toContain('Answered elsewhere');
    // The person's first Tab starts from the page's start, not from this row.
    expect(document.activeElement).toBe(document.body);
  });

  it('takes the focus to that status when the person was on a choice it disabled', () => {
    const { show } = renderForm(job, true);
    screen.getByRole('button', { name: 'Production' }).focus();
    show({ ...job, state: 'in_progress' });
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});
