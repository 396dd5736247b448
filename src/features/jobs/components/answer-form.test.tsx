import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/config/settings';
import { buildJob } from '../model/build-job';
import { useAnswerStore } from '../store/answer-store';
import { AnswerForm } from './answer-form';

const SESSION = '5e551011-0000-4000-8000-000000000001';
const job = buildJob('j1', 'ambiguous', { primary_session_id: SESSION });

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AnswerForm job={job} choices={['Production', 'Staging']} />
    </QueryClientProvider>,
  );
}

describe('AnswerForm', () => {
  beforeEach(() => {
    useSettingsStore
      .getState()
      .actions.save({ baseUrl: 'http://service.test', apiKey: 'aws_test', remember: false });
    useAnswerStore.setState({ drafts: {}, byJob: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a clicked choice once, even when clicked twice, then waits for the agent', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    fireEvent.click(screen.getByRole('button', { name: 'Staging' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe(`http://service.test/v1/sessions/${SESSION}/messages`);
    expect(init.body).toBe(JSON.stringify({ message: 'Staging' }));
    await act(async () => finish(new Response('{}', { status: 202 })));
    expect((await screen.findByText('Answered — waiting for the agent')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Staging' })).toBeNull();
  });

  it('keeps focus in the panel after a choice is sent: on the "Answered" status', async () => {
    let finish: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))),
    );
    renderForm();
    const staging = screen.getByRole('button', { name: 'Staging' });
    staging.focus();
    fireEvent.click(staging);
    await act(async () => finish(new Response('{}', { status: 202 })));
    const status = await screen.findByText('Answered — waiting for the agent');
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
    const status = await screen.findByText('Answered — waiting for the agent');
    expect(document.activeElement).toBe(status);
  });

  it('picks a choice with its number key', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.keyDown(window, { key: '1' });
    expect(await screen.findByText('Answered — waiting for the agent')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.body).toBe(JSON.stringify({ message: 'Production' }));
  });

  it('keeps a failed free answer and sends it again with Retry', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: 'agent busy' }), { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Answer' }), {
      target: { value: 'Use staging, then production' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your answer was not sent.');
    expect(alert.textContent).toContain('agent busy');
    const box = screen.getByRole('textbox', { name: 'Answer' });
    expect(box instanceof HTMLTextAreaElement && box.value).toBe('Use staging, then production');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Answered — waiting for the agent')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[1] as unknown as [URL, RequestInit];
    expect(init.body).toBe(JSON.stringify({ message: 'Use staging, then production' }));
  });
});
