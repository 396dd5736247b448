import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildJobInState } from '@/testing/builders';
import { AnswerPanel } from './answer-panel';

describe('AnswerPanel', () => {
  it('closes on Escape even when focus has fallen out of it to <body>', () => {
    const onClose = vi.fn();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <AnswerPanel job={buildJobInState('j1', 'done')} onClose={onClose} />
      </QueryClientProvider>,
    );
    document.body.focus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers the next waiting job once this one has moved on, and not while it waits', () => {
    const onOpen = vi.fn();
    const client = new QueryClient();
    const next = { left: 2, onOpen };
    const view = render(
      <QueryClientProvider client={client}>
        <AnswerPanel job={buildJobInState('j1', 'ambiguous')} next={next} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: /^Next waiting job/ })).toBeNull();
    view.rerender(
      <QueryClientProvider client={client}>
        <AnswerPanel job={buildJobInState('j1', 'done')} next={next} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next waiting job (2 left)' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
