import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/api/resources/message';
import type { Outgoing } from '../store/outgoing-store';
import { landingOf, nextStep } from './outbox';

const item = (localId: string, state: Outgoing['state'], extra: Partial<Outgoing> = {}): Outgoing => ({
  localId,
  text: localId,
  state,
  error: undefined,
  sentAt: '2026-11-26T10:00:00Z',
  userCountBefore: 0,
  ...extra,
});
const said = (text: string, index: number): Message => ({
  id: `m${index}`,
  author: 'user',
  text,
  createdAt: undefined,
  raw: {},
});

describe('nextStep', () => {
  it('sends the oldest waiting message first, past those already accepted', () => {
    expect(nextStep([item('a', 'accepted'), item('b', 'queued'), item('c', 'queued')], new Set())).toEqual({
      kind: 'send',
      item: item('b', 'queued'),
    });
  });

  it('stops at a failed message: what was written after it waits (order is kept)', () => {
    expect(nextStep([item('a', 'failed'), item('b', 'queued')], new Set()).kind).toBe('idle');
  });

  it('waits for a message this tab is sending, and checks one another tab left sending', () => {
    const items = [item('a', 'sending'), item('b', 'queued')];
    expect(nextStep(items, new Set(['a'])).kind).toBe('idle');
    expect(nextStep(items, new Set())).toEqual({ kind: 'check', item: items[0] });
  });

  it('checks a message whose send had no answer before sending it', () => {
    expect(nextStep([item('a', 'queued', { unsure: true })], new Set()).kind).toBe('check');
  });
});

describe('landingOf', () => {
  it('finds the message past what the service held when it was sent', () => {
    const sent = item('hello', 'queued', { landsAfter: 1 });
    expect(landingOf([said('hello', 0)], [sent], sent)).toBe('not-landed');
    expect(landingOf([said('hello', 0), said('hello', 1)], [sent], sent)).toBe('landed');
  });

  it('does not take the same text sent just before for this one', () => {
    const first = item('ok', 'accepted', { landsAfter: 0 });
    const second = item('ok', 'queued', { landsAfter: 0, localId: 'second', text: 'ok' });
    const items = [first, second];
    expect(landingOf([said('ok', 0)], items, second)).toBe('not-landed');
    expect(landingOf([said('ok', 0), said('ok', 1)], items, second)).toBe('landed');
  });

  it('never takes a message that may have been there before the send for its landing', () => {
    // Sent with no complete read of the chat before it: where the chat stood is not known.
    const sent = item('continue', 'queued', { landsAfter: undefined });
    expect(landingOf([said('continue', 0)], [sent], sent)).toBe('unknown');
    expect(landingOf([said('something else', 0)], [sent], sent)).toBe('not-landed');
  });
});
