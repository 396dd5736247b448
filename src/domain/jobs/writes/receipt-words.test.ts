import { describe, expect, it } from 'vitest';
import { answerExcerpt, receiptWords } from './receipt-words';

describe('receiptWords', () => {
  it('names the choice that was sent, after the UI contract’s words', () => {
    expect(receiptWords({ kind: 'sending', text: 'Production' })).toBe('Sending: Production');
    expect(receiptWords({ kind: 'sent', text: 'Production' })).toBe('Sent: Production');
    expect(receiptWords({ kind: 'working', text: 'Production' })).toBe(
      'Agent is working… — you sent Production',
    );
    expect(receiptWords({ kind: 'answered', state: 'done', text: 'Production' })).toBe(
      'Answered with Production — now Done',
    );
    expect(receiptWords({ kind: 'answered', state: 'in_progress', text: 'Staging' })).toBe(
      'Answered with Staging — now In progress',
    );
    expect(receiptWords({ kind: 'no-reply', text: 'Staging' })).toBe('No reply yet — you sent Staging.');
    expect(receiptWords({ kind: 'asked-again', text: 'Staging' })).toBe(
      'The agent asks again — you sent Staging',
    );
  });

  it('names a long free answer by its first words, cut at a word with an ellipsis', () => {
    const text = 'Deploy to staging first, then\nwait for the smoke tests before production';
    expect(receiptWords({ kind: 'sent', text })).toBe('Sent: “Deploy to staging first, then wait for…”');
    expect(receiptWords({ kind: 'answered', state: 'done', text })).toBe(
      'Answered with “Deploy to staging first, then wait for…” — now Done',
    );
  });
});

describe('answerExcerpt', () => {
  it('keeps a short answer whole, folded to one line', () => {
    expect(answerExcerpt('  use\n\nstaging  ')).toBe('use staging');
    expect(answerExcerpt('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('cuts a long word inside rather than dropping it, and never splits a character', () => {
    expect(answerExcerpt(`https://example.com/${'a'.repeat(60)}`)).toBe(
      `“https://example.com/${'a'.repeat(20)}…”`,
    );
    expect(answerExcerpt('😀'.repeat(50))).toBe(`“${'😀'.repeat(40)}…”`);
  });
});
