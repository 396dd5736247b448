import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnnouncer } from '@/lib/announcer/announcer-store';
import { readMessage, type Message } from '@/lib/api/resources/message';
import { ReplyAnnouncer } from './reply-announcer';

const message = (id: string, role: string, content: string): Message => {
  const parsed = readMessage({ id, role, content }, 0);
  if (!parsed) throw new Error('unreadable test message');
  return parsed;
};

// Every sentence the announcer takes is something a screen reader may speak: count them.
let spoken: string[] = [];
let unsubscribe: (() => void) | undefined;

describe('ReplyAnnouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAnnouncer.setState({ queue: [], lastAt: Number.NEGATIVE_INFINITY });
    spoken = [];
    unsubscribe = useAnnouncer.subscribe((state, before) => {
      if (state.spoken.seq !== before.spoken.seq) spoken.push(state.spoken.text);
    });
  });
  afterEach(() => {
    unsubscribe?.();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('says "The agent replied" once per finished reply: not its chunks, not the re-reads after it', () => {
    const question = message('u1', 'user', 'How big is the moon?');
    const view = render(<ReplyAnnouncer working messages={[question]} />);
    for (const chunk of ['About', 'About 3,474', 'About 3,474 km across.']) {
      view.rerender(<ReplyAnnouncer working messages={[question, message('a1', 'assistant', chunk)]} />);
    }
    expect(spoken).toEqual([]);
    const settledReply = () => (
      <ReplyAnnouncer
        working={false}
        messages={[question, message('a1', 'assistant', 'About 3,474 km across.')]}
      />
    );
    view.rerender(settledReply());
    expect(spoken).toEqual(['The agent replied']);
    view.rerender(settledReply());
    view.rerender(
      <ReplyAnnouncer working messages={[question, message('a1', 'assistant', 'About 3,474 km across.')]} />,
    );
    view.rerender(settledReply());
    vi.advanceTimersByTime(2000);
    expect(spoken).toHaveLength(1);

    const next = [
      question,
      message('a1', 'assistant', 'About 3,474 km across.'),
      message('u2', 'user', 'And the sun?'),
      message('a2', 'assistant', 'Far larger.'),
    ];
    view.rerender(<ReplyAnnouncer working messages={next.slice(0, 3)} />);
    view.rerender(<ReplyAnnouncer working={false} messages={next} />);
    view.rerender(<ReplyAnnouncer working={false} messages={[...next]} />);
    vi.advanceTimersByTime(2000);
    expect(spoken).toEqual(['The agent replied', 'The agent replied']);
  });

  it('never speaks for a person’s own message', () => {
    const view = render(<ReplyAnnouncer working messages={[]} />);
    view.rerender(<ReplyAnnouncer working={false} messages={[message('u1', 'user', 'hello')]} />);
    vi.advanceTimersByTime(2000);
    expect(spoken).toEqual([]);
  });
});
