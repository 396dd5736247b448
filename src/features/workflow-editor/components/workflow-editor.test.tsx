import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workflowQueries } from '@/lib/api/queries/workflows';
import type { WorkflowState } from '@/lib/api/resources/workflow';
import { useDraftsStore } from '../store/drafts-store';
import { WorkflowEditor } from './workflow-editor';
import { signInForTest } from '@/testing/sign-in';

const ID = 'wf-test';
const state: WorkflowState = { input: { title: 'Q3', scratch: {} }, ui: {}, version: 1, ui_version: 0 };

/** The editor fed from the query cache, as the screen does, so a save's new state reaches it. */
function CachedEditor() {
  const query = useQuery({ ...workflowQueries.state(ID), enabled: false });
  return query.data ? <WorkflowEditor workflowId={ID} state={query.data} /> : null;
}

function renderEditor() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(workflowQueries.state(ID).queryKey, state);
  return render(
    <QueryClientProvider client={client}>
      <CachedEditor />
    </QueryClientProvider>,
  );
}

/** Answers each PATCH with the state it asked for, one version on. */
function stubPatchEndpoint() {
  const fetchMock = vi.fn((_url: URL, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as { input: Record<string, unknown>; version: number };
    const next = {
      input: { ...state.input, ...body.input },
      ui: {},
      version: body.version + 1,
      ui_version: 0,
    };
    return Promise.resolve(
      new Response(JSON.stringify(next), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const title = () => screen.getByRole('textbox', { name: 'input.title' });
const saved = () => screen.queryByText(/Saved — version/);

async function editAndApply(value: string) {
  fireEvent.change(title(), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Apply patch' }));
  });
}

describe('WorkflowEditor after a successful apply', () => {
  beforeEach(() => {
    signInForTest();
    useDraftsStore.setState({ drafts: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('clears "Saved — version N" as soon as the next edit begins', async () => {
    const fetchMock = stubPatchEndpoint();
    renderEditor();
    await editAndApply('Q4');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await screen.findByText('Saved — version 2')).getAttribute('role')).toBe('status');

    fireEvent.change(title(), { target: { value: 'Q4 draft' } });
    expect(saved()).toBeNull();
  });

  it('closes the patch preview, so the next "Review changes" shows the new patch', async () => {
    stubPatchEndpoint();
    renderEditor();
    const review = screen.getByRole('button', { name: 'Review changes' });
    fireEvent.change(title(), { target: { value: 'Q4' } });
    fireEvent.click(review);
    expect(screen.getByRole('region', { name: 'Patch preview' }).textContent).toContain('"title": "Q4"');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply patch' }));
    });
    await screen.findByText('Saved — version 2');
    expect(screen.queryByRole('region', { name: 'Patch preview' })).toBeNull();

    fireEvent.change(title(), { target: { value: 'Q5' } });
    fireEvent.click(review);
    const preview = screen.getByRole('region', { name: 'Patch preview' });
    expect(preview.textContent).toContain('"title": "Q5"');
    expect(preview.textContent).toContain('with version 2');
  });

  it('"Review changes" pressed again keeps the preview shown; "Hide preview" hides it', () => {
    renderEditor();
    const review = screen.getByRole('button', { name: 'Review changes' });
    fireEvent.change(title(), { target: { value: 'Q4' } });
    fireEvent.click(review);
    fireEvent.click(review);
    expect(screen.getByRole('region', { name: 'Patch preview' }).textContent).toContain('"title": "Q4"');
    const hide = screen.getByRole('button', { name: 'Hide preview' });
    hide.focus();
    fireEvent.click(hide);
    expect(screen.queryByRole('region', { name: 'Patch preview' })).toBeNull();
    expect(document.activeElement).toBe(review); // not lost with the button that went
  });
});
