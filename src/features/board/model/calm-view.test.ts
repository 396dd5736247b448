import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/api/resources/job';
import { buildJobInState } from '@/testing/builders';
import { calmView, type CalmInput } from './calm-view';

const job = (id: string, state: string, extra: Record<string, unknown> = {}): Job =>
  buildJobInState(id, state, extra);
const mapOf = (jobs: Job[]) => new Map(jobs.map((j) => [j.id, j]));

function run(shownJobs: Job[], live: Job[], calm: string[], order: [string, number][] = []) {
  const input: CalmInput = { live, shown: mapOf(shownJobs), shownOrder: new Map(order), calm: new Set(calm) };
  return calmView(input);
}

describe('calmView', () => {
  it('shows the live list as it is when nothing is calm', () => {
    const result = run([job('a', 'backlog')], [job('a', 'done'), job('b', 'backlog')], []);
    expect(result.jobs.map((j) => `${j.id}:${j.state}`)).toEqual(['a:done', 'b:backlog']);
    expect(result.pending).toBe(0);
  });

  it('with nothing calm, what is shown is the live list, by id, for the next calm view', () => {
    const live = [job('a', 'done'), job('b', 'backlog')];
    const free = run([], live, []);
    expect(free.shown.get('a')).toBe(live[0]);
    expect([...free.shown.keys()]).toEqual(['a', 'b']);
    // The person then points at "done": a change moving "a" out waits.
    const next = calmView({
      live: [job('a', 'failed'), live[1] ?? job('b', 'backlog')],
      shown: free.shown,
      shownOrder: free.orderHint,
      calm: new Set(['done']),
    });
    expect(next.jobs.map((j) => `${j.id}:${j.state}`)).toEqual(['a:done', 'b:backlog']);
    expect(next.pending).toBe(1);
  });

  it('keeps a card in a calm column when it would leave, and counts the change', () => {
    const result = run([job('a', 'ambiguous')], [job('a', 'done')], ['ambiguous']);
    expect(result.jobs.map((j) => `${j.id}:${j.state}`)).toEqual(['a:ambiguous']);
    expect(result.pending).toBe(1);
  });

  it('holds back a card that would enter a calm column', () => {
    const result = run([job('a', 'backlog')], [job('a', 'done')], ['done']);
    expect(result.jobs.map((j) => `${j.id}:${j.state}`)).toEqual(['a:backlog']);
    expect(result.pending).toBe(1);
  });

  it('holds back a new job whose column is calm, but shows new jobs elsewhere', () => {
    const result = run([], [job('a', 'backlog'), job('b', 'done')], ['backlog']);
    expect(result.jobs.map((j) => j.id)).toEqual(['b']);
    expect(result.pending).toBe(1);
  });

  it('applies changes that keep a card in its calm column, in place', () => {
    const result = run(
      [job('a', 'backlog', { title: 'New job' })],
      [job('a', 'backlog', { title: 'Real title' })],
      ['backlog'],
      [['a', 5]],
    );
    expect(result.jobs[0]?.title).toBe('Real title');
    expect(result.pending).toBe(0);
    expect(result.orderHint.get('a')).toBe(5);
  });

  it('lets columns nobody looks at update freely', () => {
    const result = run([job('a', 'in_progress')], [job('a', 'done')], ['failed']);
    expect(result.jobs.map((j) => j.state)).toEqual(['done']);
    expect(result.pending).toBe(0);
  });

  it('keeps a removed job in a calm column and counts it', () => {
    const result = run([job('a', 'done'), job('b', 'backlog')], [], ['done']);
    expect(result.jobs.map((j) => j.id)).toEqual(['a']);
    expect(result.pending).toBe(1);
  });

  it('releases everything once nothing is calm', () => {
    const held = run([job('a', 'ambiguous')], [job('a', 'done')], ['ambiguous']);
    const released = calmView({
      live: [job('a', 'done')],
      shown: held.shown,
      shownOrder: held.orderHint,
      calm: new Set(),
    });
    expect(released.jobs.map((j) => j.state)).toEqual(['done']);
    expect(released.pending).toBe(0);
  });

  it('counts a burst of changes once per job', () => {
    const shown = Array.from({ length: 500 }, (_, i) => job(String(i), 'backlog'));
    const live = shown.map((j) => ({ ...j, state: 'done' }));
    const result = run(shown, live, ['backlog']);
    expect(result.pending).toBe(500);
    expect(result.jobs.every((j) => j.state === 'backlog')).toBe(true);
  });
});
