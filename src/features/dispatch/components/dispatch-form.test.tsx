import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDispatchStore } from '@/domain/jobs/dispatch-store';
import { DispatchDelivery } from '../hooks/use-dispatch-delivery';
import { DispatchForm } from './dispatch-form';
import { signInForTest } from '@/testing/sign-in';

type Reply = (response: Response) => void;

/** fetch that answers each request only when the test says so, in any order. */
function heldFetch() {
  const replies: Reply[] = [];
  const bodies: string[] = [];
  const fetchMock = vi.fn((_url: URL, init?: RequestInit) => {
    bodies.push(typeof init?.body === 'string' ? init.body : '');
    return new Promise<Response>((resolve) => replies.push(resolve));
  });
  vi.stubGlobal('fetch', fetchMock);
  /** Waits until `count` requests have gone out (a mutation sends on the next microtask). */
  const sent = (count: number) => vi.waitFor(() => expect(bodies).toHaveLength(count));
  return { replies, bodies, sent };
}

const job = (id: string) =>
  new Response(JSON.stringify({ id, state: 'backlog', title: 'New job' }), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });
const refused = () =>
  new Response(JSON.stringify({ error: 'queue full' }), {
    status: 422,
    headers: { 'content-type': 'application/json' },
  });

function renderForm() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <DispatchDelivery />
      <DispatchForm />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('textbox', { name: 'New job' });
  if (!(box instanceof HTMLInputElement)) throw new Error('New job is not an input');
  return box;
}

function type(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

/** Types a job and presses Enter. */
function dispatch(box: HTMLInputElement, text: string) {
  type(box, text);
  fireEvent.submit(box);
}

/** The service answers a held dispatch. */
async function reply(answer: Reply | undefined, response: Response) {
  await act(async () => answer?.(response));
}

/** Dispatches `text` and the service refuses it; `typed` goes into the box while it is out. */
async function refusedDispatch(text: string, typed?: string) {
  const fetch = heldFetch();
  const box = renderForm();
  dispatch(box, text);
  if (typed) type(box, typed);
  await fetch.sent(1);
  await reply(fetch.replies[0], refused());
  // The error body's reader is fetched with the first error (lib/api/client.ts): a moment later.
  await screen.findByRole('alert');
  return { ...fetch, box };
}

describe('DispatchForm', () => {
  beforeEach(() => {
    signInForTest();
    useDispatchStore.setState({
      draft: '',
      failed: [],
      lastJobId: undefined,
      lastText: undefined,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('empties the box at once, keeps text typed while dispatching, and sends the next job too', async () => {
    const { replies, bodies, sent } = heldFetch();
    const box = renderForm();
    dispatch(box, 'First job');
    expect(box.value).toBe('');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Dispatching 1 job…'));
    type(box, 'Second job');
    const button = screen.getByRole('button', { name: 'Dispatch' });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.submit(box); // Enter while the first is still out
    await sent(2);
    expect(bodies).toEqual([
      JSON.stringify({ message: 'First job' }),
      JSON.stringify({ message: 'Second job' }),
    ]);
    type(box, 'Third, still typing');
    await reply(replies[0], job('j1'));
    expect(box.value).toBe('Third, still typing');
    await reply(replies[1], job('j2'));
    expect(box.value).toBe('Third, still typing');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(useDispatchStore.getState().lastJobId).toBe('j2');
  });

  it('dispatched with the button, focus goes to the emptied box, not to the page', async () => {
    const { sent } = heldFetch();
    const box = renderForm();
    type(box, 'A job sent by the button');
    const button = screen.getByRole('button', { name: 'Dispatch' });
    button.focus();
    fireEvent.click(button);
    await sent(1);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(box);
  });

  it('keeps a refused dispatch beside the box with its text and the reason', async () => {
    const { box } = await refusedDispatch('Rebuild the index');
    expect(box.value).toBe('');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not dispatched: “Rebuild the index”');
    expect(alert.textContent).toContain('queue full');
  });

  it('keeps a failed dispatch beside a box in use, with Retry and Discard', async () => {
    const { box, replies, bodies, sent } = await refusedDispatch('Rotate the keys', 'Something else');
    expect(box.value).toBe('Something else');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Rotate the keys');
    expect(alert.textContent).toContain('queue full');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await sent(2);
    expect(bodies[1]).toBe(JSON.stringify({ message: 'Rotate the keys' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await reply(replies[1], refused());
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.value).toBe('Something else');
  });
});
