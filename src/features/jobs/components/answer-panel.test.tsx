import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildJob } from '../model/build-job';
import { AnswerPanel } from './answer-panel';

describe('AnswerPanel', () => {
  it('closes on Escape even when focus has fallen out of it to <body>', () => {
    const onClose = vi.fn();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <AnswerPanel job={buildJob('j1', 'done')} onClose={onClose} />
      </QueryClientProvider>,
    );
    document.body.focus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
