import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, nextSentence, useAnnouncer } from './announcer-store';

const spoken = () => useAnnouncer.getState().spoken.text;

describe('announcer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAnnouncer.setState({ queue: [], lastAt: Number.NEGATIVE_INFINITY });
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('speaks at once, then at most one sentence a second, merging jobs that need input', () => {
    announce({ kind: 'say', text: 'The agent replied' });
    expect(spoken()).toBe('The agent replied');
    announce({ kind: 'needs-input', title: 'Deploy A' });
    announce({ kind: 'needs-input', title: 'Deploy B' });
    announce({ kind: 'needs-input', title: 'Deploy C' });
    expect(spoken()).toBe('The agent replied');
    vi.advanceTimersByTime(999);
    expect(spoken()).toBe('The agent replied');
    vi.advanceTimersByTime(1);
    expect(spoken()).toBe('3 jobs need your input');
  });

  it('queues a repeated sentence once, and names a single job', () => {
    announce({ kind: 'say', text: 'first' });
    announce({ kind: 'needs-input', title: 'Only one' });
    announce({ kind: 'needs-input', title: 'Only one' });
    vi.advanceTimersByTime(1000);
    expect(spoken()).toBe('“Only one” needs your input');
    expect(useAnnouncer.getState().queue).toHaveLength(0);
  });

  it('says the same words again as a new node', () => {
    announce({ kind: 'say', text: 'The agent replied' });
    const seq = useAnnouncer.getState().spoken.seq;
    vi.advanceTimersByTime(1000);
    announce({ kind: 'say', text: 'The agent replied' });
    expect(useAnnouncer.getState().spoken.seq).toBe(seq + 1);
  });

  it('keeps other sentences for the following seconds', () => {
    const next = nextSentence([
      { kind: 'needs-input', title: 'A' },
      { kind: 'say', text: 'Your answer was not sent' },
      { kind: 'needs-input', title: 'B' },
    ]);
    expect(next).toEqual({
      text: '2 jobs need your input',
      rest: [{ kind: 'say', text: 'Your answer was not sent' }],
    });
  });
});
