import { describe, expect, it } from 'vitest';
import { canAnswer, receiptOf, type AnswerAttempt } from './receipt';

const accepted: AnswerAttempt = { status: 'success', text: 'Staging', acceptedAt: 1000, running: true };
const base = { jobState: 'ambiguous', settledAt: undefined, deadlinePassed: false, wasWaiting: true };

describe('receiptOf', () => {
  it('is nothing for a waiting job nobody answered', () => {
    expect(receiptOf({ ...base, attempt: undefined })).toBeUndefined();
  });

  it('says Answered elsewhere when a job this view saw waiting moves on without our answer', () => {
    expect(receiptOf({ ...base, attempt: undefined, jobState: 'done' })).toEqual({
      kind: 'answered-elsewhere',
      state: 'done',
    });
    expect(receiptOf({ ...base, attempt: undefined, jobState: 'done', wasWaiting: false })).toBeUndefined();
  });

  it('goes Sending → Agent is working… → Answered with the new state', () => {
    expect(receiptOf({ ...base, attempt: { status: 'pending', text: 'x' } })).toEqual({
      kind: 'sending',
      text: 'x',
    });
    expect(receiptOf({ ...base, attempt: accepted })).toEqual({ kind: 'working', text: 'Staging' });
    expect(receiptOf({ ...base, attempt: accepted, jobState: 'in_progress' })).toEqual({
      kind: 'answered',
      state: 'in_progress',
      text: 'Staging',
    });
  });

  it('says Sent, then No reply yet past the deadline, when the service did not say it runs', () => {
    const quiet = { ...accepted, running: undefined };
    expect(receiptOf({ ...base, attempt: quiet })).toEqual({ kind: 'sent', text: 'Staging' });
    expect(receiptOf({ ...base, attempt: quiet, deadlinePassed: true })).toEqual({
      kind: 'no-reply',
      text: 'Staging',
    });
  });

  it('knows the agent asks again: its turn settled after the answer and the job still waits', () => {
    expect(receiptOf({ ...base, attempt: accepted, settledAt: 999 })).toEqual({
      kind: 'working',
      text: 'Staging',
    });
    const again = receiptOf({ ...base, attempt: accepted, settledAt: 1500 });
    expect(again).toEqual({ kind: 'asked-again', text: 'Staging' });
    expect(canAnswer(again, 'ambiguous')).toBe(true);
  });

  it('turns a stale refusal, or a failure after the job moved on, into Answered elsewhere', () => {
    const refused: AnswerAttempt = { status: 'error', text: 'x', error: new Error('409'), stale: true };
    expect(receiptOf({ ...base, attempt: refused })?.kind).toBe('answered-elsewhere');
    const failed: AnswerAttempt = { status: 'error', text: 'x', error: new Error('offline') };
    expect(receiptOf({ ...base, attempt: failed })?.kind).toBe('failed');
    expect(receiptOf({ ...base, attempt: failed, jobState: 'done' })?.kind).toBe('answered-elsewhere');
  });

  it('lets a person answer only while nothing of theirs is out', () => {
    expect(canAnswer(undefined, 'ambiguous')).toBe(true);
    expect(canAnswer({ kind: 'working', text: 'Staging' }, 'ambiguous')).toBe(false);
    expect(canAnswer({ kind: 'no-reply', text: 'Staging' }, 'ambiguous')).toBe(false);
    expect(canAnswer(undefined, 'done')).toBe(false);
  });
});
