// The list's followers (the waiting jobs, the index by id) update by what each write noted
// (list-changes.ts). Whatever writes come, in whatever order, they must hold what a pass over the
// whole list would find, job for job (by reference: a view finds a job leaving by it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/api/resources/job';
import { buildJob } from '@/testing/builders';
import { jobIndexOf } from './job-index';
import { keepNewerJobs, newerJob } from './keep-newer';
import { changesBetween, positionOf } from './list-changes';
import { upsertById } from './upsert-by-id';
import { selectWaitingJobs, waitingJobsIn } from './waiting-jobs';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const states = ['ambiguous', 'running', 'done', 'backlog'];

const jobArb = fc
  .record({
    id: fc.constantFrom(...ids),
    state: fc.constantFrom(...states),
    minute: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ id, state, minute }) =>
    buildJob({ id, state, updated_at: `2026-11-21T10:0${minute}:00Z`, created_at: '2026-11-21T09:00:00Z' }),
  );

type Op =
  | { kind: 'write'; jobs: Job[]; position: 'end' | 'start'; keepNewer: boolean }
  | { kind: 'repeat'; index: number }
  | { kind: 'read'; jobs: Job[] };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('write' as const),
    jobs: fc.array(jobArb, { maxLength: 3 }),
    position: fc.constantFrom('end' as const, 'start' as const),
    keepNewer: fc.boolean(),
  }),
  // A frame that brings a job as the list holds it (a deep-equal copy).
  fc.record({ kind: fc.constant('repeat' as const), index: fc.nat() }),
  // A whole read's answer: the list's jobs in the same places, some newer, some added.
  fc.record({ kind: fc.constant('read' as const), jobs: fc.array(jobArb, { maxLength: 3 }) }),
);

/** What the cache does with a write: the updater's list, then structural sharing over it. */
function apply(list: readonly Job[], op: Op): readonly Job[] {
  let made: Job[];
  if (op.kind === 'write')
    made = upsertById(list, op.jobs, op.keepNewer ? { merge: newerJob, position: op.position } : op);
  else if (op.kind === 'repeat') {
    const held = list[op.index % Math.max(list.length, 1)];
    made = upsertById(list, held ? [{ ...held }] : []);
  } else {
    const fresh = new Map(op.jobs.map((job) => [job.id, job]));
    made = list.map((job) => fresh.get(job.id) ?? { ...job });
    for (const job of fresh.values()) if (!list.some((held) => held.id === job.id)) made.push(job);
  }
  return keepNewerJobs(list, made) as readonly Job[];
}

describe('the job list followers', () => {
  it('hold what a pass over the whole list finds, after any writes', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 25 }), (ops) => {
        let list: readonly Job[] = upsertById([], []);
        const versions: (readonly Job[])[] = [list];
        for (const [step, op] of ops.entries()) {
          list = apply(list, op);
          versions.push(list);
          // From any version before, the changes lead to this one, job for job.
          const from = versions[(step * 7) % versions.length] ?? list;
          const changes = changesBetween(from, list);
          if (changes) {
            const byId = new Map(from.map((job) => [job.id, job]));
            for (const { old, job } of changes) {
              expect(old).toBe(byId.get(job.id));
              byId.set(job.id, job);
            }
            for (const job of list) expect(byId.get(job.id)).toBe(job);
          }
          expect(waitingJobsIn(list)).toEqual(selectWaitingJobs(list));
          for (const job of waitingJobsIn(list)) expect(list).toContain(job);
          const index = jobIndexOf(list);
          for (const [at, job] of list.entries()) {
            expect(index.get(job.id)).toBe(job);
            expect(positionOf(list, job.id)).toBe(at);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
