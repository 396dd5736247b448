import { describe, expect, it } from 'vitest';
import { boardView, mergeSeenStates } from './board-view';
import { buildJobInState } from '@/testing/builders';
import { upsertById } from '@/domain/jobs/upsert-by-id';

const jobs = [
  buildJobInState('1', 'backlog', { title: 'Rotate keys' }),
  buildJobInState('2', 'done', { title: 'Tidy notes' }),
  buildJobInState('3', 'done', { title: 'Rotate certs' }),
];

describe('boardView', () => {
  it('shows the column for a state filter no job is in, empty', () => {
    const view = boardView(jobs, { q: '', state: 'nonsense', statesSeen: ['backlog', 'done'] });
    expect(view.columns.map((c) => [c.title, c.jobs.length])).toEqual([['Nonsense', 0]]);
    expect(view).toMatchObject({ shown: 0, total: 3, filtered: true });
  });

  it('counts what a text filter hides', () => {
    expect(boardView(jobs, { q: 'rotate', state: '', statesSeen: [] })).toMatchObject({
      shown: 2,
      total: 3,
      filtered: true,
    });
    expect(boardView(jobs, { q: '  ', state: '', statesSeen: [] })).toMatchObject({
      shown: 3,
      total: 3,
      filtered: false,
    });
  });

  it('keeps a running-state column, empty, once its jobs have moved on', () => {
    const seen = mergeSeenStates(mergeSeenStates([], [buildJobInState('1', 'in_progress')]), [
      buildJobInState('1', 'done'),
    ]);
    const view = boardView([buildJobInState('1', 'done')], { q: '', state: '', statesSeen: seen });
    expect(view.columns.map((c) => c.title)).toEqual([
      'Backlog',
      'In progress',
      'Needs input',
      'Done',
      'Failed',
    ]);
  });
});

describe('mergeSeenStates', () => {
  it('adds new states in the order seen and returns the same array when nothing is new', () => {
    const seen = mergeSeenStates(
      [],
      [buildJobInState('1', 'working'), buildJobInState('2', 'backlog'), buildJobInState('3', 'working')],
    );
    expect(seen).toEqual(['working', 'backlog']);
    expect(mergeSeenStates(seen, [buildJobInState('4', 'backlog')])).toBe(seen);
  });

  it('follows a written list by the jobs the write changed, not a pass over every job', () => {
    const many = Array.from({ length: 1_000 }, (_, i) => buildJobInState(`j${i}`, 'backlog'));
    let stateReads = 0;
    const counted = many.map((job) =>
      Object.defineProperty({ ...job }, 'state', { get: () => ((stateReads += 1), job.state) }),
    );
    const list = upsertById(counted, []);
    const seen = mergeSeenStates([], list);
    expect(seen).toEqual(['backlog']);
    stateReads = 0;
    const next = upsertById(list, [buildJobInState('j7', 'working')]);
    expect(mergeSeenStates(seen, next)).toEqual(['backlog', 'working']);
    expect(stateReads).toBeLessThan(10);
  });
});
