import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readMessage, type Message } from '@/lib/api/resources/message';
import { ReplyAnnouncer } from './reply-announcer';

const message = (id: string, role: string, content: string): Message => {
  const parsed = readMessage({ id, role, content }, 0);
  if (!parsed) throw new Error('unreadable test message');
  return parsed;
};

// Every change to the live region's text is something a screen reader may speak: count them.
let spoken: string[] = [];
let observer: MutationObserver | undefined;
function listen() {
  const region = screen.getByTestId('reply-announcer');
  observer = new MutationObserver(() => spoken.push(region.textContent ?? ''));
  observer.observe(region, { childList: true, characterData: true, subtree: true });
}

describe('ReplyAnnouncer', () => {
  beforeEach(() => {
    spoken = [];
  });
  afterEach(() => observer?.disconnect());

  it('speaks each finished reply once: not its chunks, not the re-reads after it', async () => {
    const question = message('u1', 'user', 'How big is the moon?');
    const view = render(<ReplyAnnouncer working messages={[question]} />);
    listen();
    const region = screen.getByTestId('reply-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');

    // The reply grows chunk by chunk while the turn runs: nothing is said yet.
    for (const chunk of ['About', 'About 3,474', 'About 3,474 km across.']) {
      view.rerender(<ReplyAnnouncer working messages={[question, message('a1', 'assistant', chunk)]} />);
    }
    await Promise.resolve();
    expect(spoken).toEqual([]);

    // A new array each time, as a re-read gives.
    const settledReply = () => (
      <ReplyAnnouncer
        working={false}
        messages={[question, message('a1', 'assistant', 'About 3,474 km across.')]}
      />
    );

    // The turn ends: said once.
    view.rerender(settledReply());
    await Promise.resolve();
    expect(spoken).toEqual(['Agent replied: About 3,474 km across.']);

    // Re-reads (new arrays, same reply) and a settle that brings no new reply say nothing more.
    view.rerender(settledReply());
    view.rerender(
      <ReplyAnnouncer working messages={[question, message('a1', 'assistant', 'About 3,474 km across.')]} />,
    );
    view.rerender(settledReply());
    await Promise.resolve();
    expect(spoken).toHaveLength(1);

    // The next turn's reply is said once in its turn.
    const next = [
      question,
      message('a1', 'assistant', 'About 3,474 km across.'),
      message('u2', 'user', 'And the sun?'),
      message('a2', 'assistant', 'Far larger.'),
    ];
    view.rerender(<ReplyAnnouncer working messages={next.slice(0, 3)} />);
    view.rerender(<ReplyAnnouncer working={false} messages={next} />);
    view.rerender(<ReplyAnnouncer working={false} messages={[...next]} />);
    await Promise.resolve();
    expect(spoken).toEqual(['Agent replied: About 3,474 km across.', 'Agent replied: Far larger.']);
    expect(region.textContent).toBe('Agent replied: Far larger.');
  });

  it('never speaks a person’s own message, and cuts a long reply short', async () => {
    const view = render(<ReplyAnnouncer working messages={[]} />);
    listen();
    view.rerender(<ReplyAnnouncer working={false} messages={[message('u1', 'user', 'hello')]} />);
    await Promise.resolve();
    expect(spoken).toEqual([]);
    view.rerender(<ReplyAnnouncer working messages={[message('u1', 'user', 'hello')]} />);
    view.rerender(
      <ReplyAnnouncer
        working={false}
        messages={[message('u1', 'user', 'hello'), message('a1', 'assistant', `${'word '.repeat(100)}end`)]}
      />,
    );
    await Promise.resolve();
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatch(/^Agent replied: (word ){50,}.*…$/);
    expect(spoken[0]).not.toContain('end');
  });
});
