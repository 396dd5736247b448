import { describe, expect, it } from 'vitest';
import { buildJobInState } from '@/testing/builders';
import { mergeInbox, nextWaiting } from './inbox-entries';

const waiting = (id: string, minute: number) =>
  buildJobInState(id, 'ambiguous', { updated_at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00Z` });

describe('mergeInbox', () => {
  it('orders waiting jobs oldest first and keeps a departed one in place, with its new state', () => {
    const first = mergeInbox([], [waiting('b', 2), waiting('a', 1), waiting('c', 3)], new Map());
    expect(first.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    const done = buildJobInState('b', 'done', { updated_at: '2026-01-01T11:00:00Z' });
    const second = mergeInbox(first, [waiting('a', 1), waiting('c', 3)], new Map([['b', done]]));
    expect(second.map((e) => [e.id, e.departed, e.job.state])).toEqual([
      ['a', false, 'ambiguous'],
      ['b', true, 'done'],
      ['c', false, 'ambiguous'],
    ]);
  });

  it('moves selection to the next row still waiting, or back when it was the last', () => {
    const entries = mergeInbox([], [waiting('a', 1), waiting('b', 2), waiting('c', 3)], new Map());
    const withDeparted = mergeInbox(entries, [waiting('a', 1), waiting('c', 3)], new Map());
    expect(nextWaiting(withDeparted, 'a')).toBe('c');
    expect(nextWaiting(withDeparted, 'c')).toBe('a');
    expect(nextWaiting(mergeInbox([], [waiting('a', 1)], new Map()), 'a')).toBeUndefined();
    // A row answered here a moment ago (its job not yet moved on) is not chosen again.
    expect(nextWaiting(entries, 'c', new Set(['a']))).toBe('b');
    expect(nextWaiting(entries, 'b', new Set(['a', 'c']))).toBeUndefined();
  });
});
