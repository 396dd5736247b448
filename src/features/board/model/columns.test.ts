import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/api/resources/job';
import { buildJobInState } from '@/testing/builders';
import { groupAll, groupJobs } from './columns';
import { keepColumnOrder, narrowColumnOrder } from './column-order';
import { selectWaitingJobs } from '@/domain/jobs/waiting-jobs';
import { growsLinearly } from '@/testing/linear-time';

const job = (id: string, state: string, at = '2025-01-01T00:00:00Z'): Job =>
  buildJobInState(id, state, { updated_at: at });

describe('groupJobs', () => {
  it('always has the four named columns, even with no jobs', () => {
    expect(groupJobs([]).map((c) => c.title)).toEqual(['Backlog', 'Needs input', 'Done', 'Failed']);
  });

  it('gives every unknown state its own column, running states after Backlog and others last', () => {
    const columns = groupJobs([
      job('1', 'on_hold'),
      job('2', 'done'),
      job('3', 'in_progress'),
      job('4', 'zz_custom'),
      job('5', 'backlog'),
    ]);
    expect(columns.map((c) => c.title)).toEqual([
      'Backlog',
      'In progress',
      'Needs input',
      'Done',
      'Failed',
      'On hold',
      'Zz custom',
    ]);
    expect(columns.find((c) => c.state === 'on_hold')?.jobs.map((j) => j.id)).toEqual(['1']);
  });

  it('keeps a column for a state seen elsewhere even when the filter empties it', () => {
    expect(groupJobs([], { statesSeen: ['working'] }).map((c) => c.title)).toContain('Working');
  });

  it('orders a column by latest activity first', () => {
    const columns = groupJobs([
      job('a', 'done', '2025-01-01T00:00:00Z'),
      job('b', 'done', '2025-01-02T00:00:00Z'),
    ]);
    expect(columns.find((c) => c.state === 'done')?.jobs.map((j) => j.id)).toEqual(['b', 'a']);
  });

  it('lets an order hint keep a calm column in place', () => {
    const columns = groupJobs(
      [job('a', 'done', '2025-01-01T00:00:00Z'), job('b', 'done', '2025-01-02T00:00:00Z')],
      {
        orderHint: new Map([['a', Date.parse('2025-01-03T00:00:00Z')]]),
      },
    );
    expect(columns.find((c) => c.state === 'done')?.jobs.map((j) => j.id)).toEqual(['a', 'b']);
  });

  it('sorts 5,000 jobs, in time that grows no faster than the jobs', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        job(
          String(i),
          ['done', 'backlog', 'working', 'x'][i % 4] ?? 'done',
          new Date(i * 1000).toISOString(),
        ),
      );
    expect(groupJobs(many(5000)).reduce((n, c) => n + c.jobs.length, 0)).toBe(5000);
    // Fresh copies each run: groupJobs reuses its last grouping when the jobs are the same objects.
    const group = (jobs: readonly Job[]) => groupJobs(jobs.map((j) => ({ ...j })));
    expect(growsLinearly(group, many, { startSize: 500 })).toBe(true);
  });
});

describe('keepColumnOrder', () => {
  const col = (state: string) => ({ state });
  it('keeps the shown order and puts a newly seen state last', () => {
    const canonical = ['backlog', 'aaa_new', 'calm_x', 'done'].map(col);
    expect(keepColumnOrder(canonical, ['backlog', 'calm_x', 'done']).map((c) => c.state)).toEqual([
      'backlog',
      'calm_x',
      'done',
      'aaa_new',
    ]);
  });
  it('is the canonical order when nothing was shown yet', () => {
    const canonical = ['backlog', 'in_progress', 'done'].map(col);
    expect(keepColumnOrder(canonical, []).map((c) => c.state)).toEqual(['backlog', 'in_progress', 'done']);
  });
});

describe('groupJobs after a write in place', () => {
  const STATES = ['backlog', 'ambiguous', 'done', 'failed', 'on_hold'];
  const TIMES = ['2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', '2025-01-03T00:00:00Z'];
  const ids = (columns: { state: string; jobs: readonly Job[] }[]) =>
    columns.map((column) => [column.state, column.jobs.map((j) => `${j.id}:${j.state}`)]);

  it('regroups only what changed or was added, to the same columns as grouping afresh', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...STATES), fc.constantFrom(...TIMES)), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.array(
          fc.array(fc.tuple(fc.nat(), fc.constantFrom(...STATES), fc.constantFrom(...TIMES)), {
            maxLength: 5,
          }),
          { maxLength: 8 },
        ),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.constantFrom(...STATES)), {
          maxLength: 8,
        }),
        (initial, writes, seenAll, hinted, adds) => {
          // A calm column's order hints come as a new Map on every render, mostly the same.
          const options = () => ({
            ...(seenAll ? { statesSeen: STATES } : {}),
            ...(hinted
              ? {
                  orderHint: new Map([
                    ['j0', 0],
                    ['j1', Date.parse('2030-01-01')],
                  ]),
                }
              : {}),
          });
          let list = initial.map(([state, at], i) => job(`j${i}`, state, at));
          groupJobs(list, options());
          for (const write of writes) {
            const next = list.slice();
            for (const [n, state, at] of write) next[n % next.length] = job(`j${n % next.length}`, state, at);
            expect(ids(groupJobs(next, options()))).toEqual(ids(groupAll(next, options())));
            list = next;
          }
          // Pages added at the end, new jobs at the start.
          for (const [count, atStart, state] of adds) {
            const made = Array.from({ length: count }, (_, i) => job(`n${list.length + i}`, state));
            list = atStart ? [...made, ...list] : [...list, ...made];
            expect(ids(groupJobs(list, options()))).toEqual(ids(groupAll(list, options())));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('adds a column for a state first seen late (a page of a new state) without grouping afresh', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...STATES), { minLength: 1, maxLength: 6 }), { maxLength: 8 }),
        (pages) => {
          let list: Job[] = [];
          let seen: string[] = [];
          let before = groupJobs(list, { statesSeen: seen });
          for (const page of pages) {
            list = [...list, ...page.map((state, i) => job(`p${list.length + i}`, state))];
            // The board's seen states grow with the pages (board-view.ts).
            seen = [
              ...seen,
              ...page.filter((state, i) => !seen.includes(state) && page.indexOf(state) === i),
            ];
            const columns = groupJobs(list, { statesSeen: seen });
            expect(ids(columns)).toEqual(ids(groupAll(list, { statesSeen: seen })));
            // A column the page brought nothing to is the one shown before: nothing was sorted again.
            for (const column of before)
              if (!page.includes(column.state))
                expect(columns.find((shown) => shown.state === column.state)).toBe(column);
            before = columns;
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves the columns a write did not touch as they were (their lists render nothing new)', () => {
    const list = [job('a', 'backlog'), job('b', 'done'), job('c', 'failed')];
    const before = groupJobs(list);
    const after = groupJobs([list[0] as Job, job('b', 'failed', '2025-02-01T00:00:00Z'), list[2] as Job]);
    const column = (columns: typeof before, state: string) => columns.find((c) => c.state === state);
    expect(column(after, 'backlog')).toBe(column(before, 'backlog'));
    expect(column(after, 'failed')?.jobs.map((j) => j.id)).toEqual(['b', 'c']);
    expect(column(after, 'done')?.jobs).toEqual([]);
  });
});

describe('the "Needs input" column', () => {
  it('is oldest waiting first, in the inbox’s order, while other columns are most recent first', () => {
    const jobs = [
      job('b', 'ambiguous', '2025-01-02T00:00:00Z'),
      job('a', 'ambiguous', '2025-01-01T00:00:00Z'),
      job('c', 'ambiguous', '2025-01-03T00:00:00Z'),
      job('d', 'backlog', '2025-01-01T00:00:00Z'),
      job('e', 'backlog', '2025-01-03T00:00:00Z'),
    ];
    const columns = groupAll(jobs, {});
    const ids = (state: string) => columns.find((c) => c.state === state)?.jobs.map((j) => j.id);
    expect(ids('ambiguous')).toEqual(['a', 'b', 'c']);
    expect(ids('ambiguous')).toEqual(selectWaitingJobs(jobs).map((j) => j.id));
    expect(ids('backlog')).toEqual(['e', 'd']);
  });

  it('keeps that order when a frame moves a job into it', () => {
    const before = [
      job('a', 'ambiguous', '2025-01-01T00:00:00Z'),
      job('x', 'backlog', '2025-01-05T00:00:00Z'),
    ];
    groupJobs(before);
    const after = [before[0] as Job, job('x', 'ambiguous', '2025-01-05T00:00:00Z')];
    expect(
      groupJobs(after)
        .find((c) => c.state === 'ambiguous')
        ?.jobs.map((j) => j.id),
    ).toEqual(['a', 'x']);
  });
});

describe('narrowColumnOrder', () => {
  it('puts "Needs input" first and empty columns last, keeping the order otherwise', () => {
    const columns = groupAll([job('1', 'done'), job('2', 'in_progress'), job('3', 'failed')], {
      statesSeen: ['in_progress'],
    });
    expect(columns.map((c) => c.title)).toEqual(['Backlog', 'In progress', 'Needs input', 'Done', 'Failed']);
    expect(narrowColumnOrder(columns).map((c) => c.title)).toEqual([
      'Needs input',
      'In progress',
      'Done',
      'Failed',
      'Backlog',
    ]);
  });
});
