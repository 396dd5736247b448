import { describe, expect, it } from 'vitest';
import { readMessage, type Message } from '@/lib/api/resources/message';
import { pollDelay, replyArrived } from './use-turn-tracking';

const messages = (...roles: string[]): Message[] =>
  roles
    .map((role, index) => readMessage({ id: String(index), role, content: role }, index))
    .filter((m): m is Message => m !== undefined);

describe('turn tracking', () => {
  it('sees a reply only when a new agent message follows the person’s message', () => {
    expect(replyArrived(messages('user', 'assistant', 'user'), 1)).toBe(false);
    expect(replyArrived(messages('user', 'assistant', 'user', 'assistant'), 1)).toBe(true);
    expect(replyArrived(messages('user'), 0)).toBe(false);
  });

  it('polls with backoff while the stream is down, slowly while it is live', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => pollDelay(attempt, false))).toEqual([
      1000, 2000, 4000, 8000, 10000, 10000,
    ]);
    expect(pollDelay(0, true)).toBe(15000);
  });
});
