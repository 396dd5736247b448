// The palette hands cmdk only clipped text to score: cmdk's scoring is quadratic in what it is
// given, and a job's title is whatever the service sends (palette-entries.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as Cmdk from 'cmdk';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { buildJob } from '@/testing/builders';
import { MAX_SCORED_CHARS } from '../model/palette-entries';
import { CommandPalette } from './command-palette';

const scored = vi.hoisted(() => [] as string[]);
vi.mock('cmdk', async (importOriginal) => {
  const cmdk = await importOriginal<typeof Cmdk>();
  return {
    ...cmdk,
    defaultFilter: (text: string, search: string, keywords?: string[]) => {
      scored.push(text);
      return cmdk.defaultFilter(text, search, keywords);
    },
  };
});

/** The palette alone, signed in, with no chats, workflows or commands of its own. */
function renderPalette(queryClient: QueryClient) {
  const noop = () => undefined;
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CommandPalette
          onClose={noop}
          chats={[]}
          workflows={[]}
          commands={{ newChat: async () => undefined, dispatchJob: noop, signOut: noop }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the command palette', () => {
  beforeEach(() => {
    // jsdom has no modal dialog, no scrolling and no ResizeObserver.
    Object.defineProperties(HTMLDialogElement.prototype, {
      showModal: {
        configurable: true,
        value(this: HTMLDialogElement) {
          this.setAttribute('open', '');
        },
      },
      close: { configurable: true, value: () => undefined },
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: () => undefined,
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup(); // before the stubs go: unmounting closes the dialog
    for (const name of ['showModal', 'close']) Reflect.deleteProperty(HTMLDialogElement.prototype, name);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    vi.unstubAllGlobals();
    useSettingsStore.setState({ apiKey: '' });
  });

  it('scores at most MAX_SCORED_CHARS of a 20,000-character title, and still finds the job', () => {
    useSettingsStore.setState({ apiKey: 'aws_test' });
    const queryClient = new QueryClient();
    const title = 'a'.repeat(20_000);
    queryClient.setQueryData(jobQueries.list().queryKey, [buildJob({ id: 'job-1', title })]);
    renderPalette(queryClient);
    scored.length = 0;
    fireEvent.change(screen.getByRole('combobox', { name: 'Search or run a command' }), {
      target: { value: 'aa' },
    });
    expect(screen.getByRole('option', { name: /^a+/ })).toBeDefined();
    expect(scored).toContain(`${'a'.repeat(MAX_SCORED_CHARS)} job-1`);
    expect(Math.max(...scored.map((text) => text.length))).toBeLessThanOrEqual(MAX_SCORED_CHARS * 2 + 1);
  });

  it('points the combobox at the option Enter would run, from the first one on', async () => {
    useSettingsStore.setState({ apiKey: 'aws_test' });
    renderPalette(new QueryClient());
    const combobox = screen.getByRole('combobox', { name: 'Search or run a command' });
    const pointed = () => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    await waitFor(() => expect(pointed()?.getAttribute('aria-selected')).toBe('true'));
    fireEvent.change(combobox, { target: { value: 'theme' } });
    await waitFor(() => expect(pointed()?.textContent).toContain('Toggle theme'));
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    await waitFor(() => expect(pointed()?.getAttribute('aria-selected')).toBe('true'));
    expect(pointed()?.textContent).not.toContain('Toggle theme');
    expect(screen.getByRole('listbox').getAttribute('aria-activedescendant')).toBe(pointed()?.id);
  });
});
