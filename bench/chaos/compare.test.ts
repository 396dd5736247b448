import { describe, expect, it } from 'vitest';
import { columnTitle, compareBoard, compareChat } from './compare.ts';

const job = (id: string, state: string, title: string) => ({
  id,
  state,
  title,
  account_id: 'a',
  primary_session_id: 's',
});

describe('chaos comparisons', () => {
  it('names columns as the UI contract does', () => {
    expect(columnTitle('backlog')).toBe('Backlog');
    expect(columnTitle('ambiguous')).toBe('Needs input');
    expect(columnTitle('in_progress')).toBe('In progress');
    expect(columnTitle('on_hold')).toBe('On hold');
    expect(columnTitle('working')).toBe('Working');
  });

  it('finds a board equal to the service equal, and says what differs otherwise', () => {
    const jobs = [job('1', 'done', 'A'), job('2', 'in_progress', 'B')];
    const columns = [
      { title: 'Done', count: 1 },
      { title: 'In progress', count: 1 },
      { title: 'Backlog', count: 0 },
    ];
    expect(
      compareBoard(
        jobs,
        [
          { id: '1', column: 'Done', title: 'A' },
          { id: '2', column: 'In progress', title: 'B' },
        ],
        columns,
      ),
    ).toEqual([]);
    const stale = compareBoard(
      jobs,
      [
        { id: '1', column: 'Backlog', title: 'old' },
        { id: '2', column: 'In progress', title: 'B' },
        { id: '2', column: 'In progress', title: 'B' },
        { id: '9', column: 'Done', title: 'ghost' },
      ],
      [{ title: 'Done', count: 2 }],
    );
    expect(stale).toEqual([
      'card 2 is shown twice',
      'job "A" is in "Backlog", the service says "Done"',
      'job 1 shows "old", the service says "A"',
      'card "ghost" is not a job of the service',
      'column "Done" counts 2, the service has 1',
    ]);
    expect(compareBoard(jobs, [], [])).toEqual([
      'job "A" (done) has no card',
      'job "B" (in_progress) has no card',
    ]);
  });

  it('matches a conversation message by message and catches duplicates and gaps', () => {
    const messages = [
      { id: 'm1', role: 'user' as const, text: 'Hello   there' },
      { id: 'm2', role: 'assistant' as const, text: 'You said: "Hello there".' },
    ];
    const shown = [
      { index: 0, label: 'You at 10:00', text: 'You10:00Hello there' },
      { index: 1, label: 'Agent at 10:00', text: 'Agent10:00You said: "Hello there".' },
    ];
    expect(compareChat(messages, shown)).toEqual([]);
    expect(
      compareChat(messages, [...shown, { index: 2, label: 'You at 10:00', text: 'You10:00Hello there' }]),
    ).toContain('a message is shown twice');
    expect(compareChat(messages, shown.slice(0, 1))).toEqual(['the log shows 1 messages, the service has 2']);
    expect(compareChat(messages, [{ ...shown[0]!, label: 'You, not sent' }, shown[1]!])).toEqual([
      'message 1 is "You, not sent", the service says You',
    ]);
  });
});
