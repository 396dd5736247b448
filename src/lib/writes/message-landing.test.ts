import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/api/resources/message';
import type { MessageWrite } from '@/lib/writes/write-record';
import { heldByChat, messageLandingOf, userCountBefore } from './message-landing';

let clock = 0;
const record = (
  id: string,
  state: MessageWrite['state'],
  extra: Partial<MessageWrite> = {},
): MessageWrite => ({
  kind: 'message',
  id,
  chatId: 'c',
  account: 'a',
  text: id,
  batch: id,
  madeBy: 't',
  createdAt: (clock += 1),
  sendAt: 0,
  state,
  rev: 1,
  unsure: false,
  attempts: 0,
  nextTryAt: 0,
  ...extra,
});
const said = (text: string, index: number, author: Message['author'] = 'user'): Message => ({
  id: `m${index}`,
  author,
  text,
  createdAt: undefined,
  raw: {},
});

describe('messageLandingOf', () => {
  it('finds the message past what the service held when it was sent', () => {
    const sent = record('hello', 'sending', { landsAfter: 1 });
    expect(messageLandingOf([said('hello', 0)], [sent], sent)).toBe('not-landed');
    expect(messageLandingOf([said('hello', 0), said('hello', 1)], [sent], sent)).toBe('landed');
  });

  it('does not take the same text another write landed since its place was read for this one', () => {
    // Its place was read at 10 (no saying of the person's yet); an answer "ok" landed at 20.
    const sent = record('sent', 'due', { text: 'ok', landsAfter: 0, readAt: 10, unsure: true });
    const answer = record('answer', 'landed', { text: 'ok', landedAt: 20 });
    expect(messageLandingOf([said('ok', 0)], [answer, sent], sent)).toBe('not-landed');
    expect(messageLandingOf([said('ok', 0), said('ok', 1)], [answer, sent], sent)).toBe('landed');
    // One that landed before the read (in the same millisecond, even) is past `landsAfter` already.
    const before = { ...answer, landedAt: 10 };
    expect(messageLandingOf([said('ok', 0), said('ok', 1)], [before, sent], { ...sent, landsAfter: 1 })).toBe(
      'landed',
    );
  });

  it('never takes a message that may have been there before the send for its landing', () => {
    // Sent with no complete read of the chat before it: where the chat stood is not known.
    const sent = record('continue', 'sending', { landsAfter: undefined });
    expect(messageLandingOf([said('continue', 0)], [sent], sent)).toBe('unknown');
    expect(messageLandingOf([said('something else', 0)], [sent], sent)).toBe('not-landed');
  });
});

describe('userCountBefore and heldByChat', () => {
  it('counts the earlier messages that landed but are not in the read yet', () => {
    const first = record('first', 'landed', { userCountBefore: 1 });
    const second = record('second', 'due');
    expect(userCountBefore([said('hi', 0)], [first, second], second)).toBe(2);
    // Once the read holds the first, it is not counted twice.
    expect(userCountBefore([said('hi', 0), said('first', 1)], [first, second], second)).toBe(2);
  });

  it('hides a landed message once the chat holds more of the person’s messages than before it', () => {
    const landed = record('hi', 'landed', { userCountBefore: 1 });
    expect(heldByChat(landed, [said('a', 0)])).toBe(false);
    expect(heldByChat(landed, [said('a', 0), said('hi', 1)])).toBe(true);
    expect(heldByChat({ ...landed, state: 'sending' }, [said('a', 0), said('hi', 1)])).toBe(false);
  });
});
