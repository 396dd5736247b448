import { describe, expect, it } from 'vitest';
import { buildJob } from '@/testing/builders';
import type { Job } from '@/lib/api/resources/job';
import { createUpdateOrderProof, stopWhenUnchanged, withReadHead } from './update-order';

/** A whole list read at once: whether it proves the order. */
function provesUpdateOrder(jobs: readonly Job[]): boolean {
  const proof = createUpdateOrderProof();
  proof.add(jobs);
  return proof.proven();
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
/** A job created at minute `created` and last updated at minute `updated`. */
const job = (id: string, updated: number, created = updated) =>
  buildJob({ id, updated_at: at(updated), created_at: at(created) });

describe('provesUpdateOrder', () => {
  it('holds for a list newest-updated first that is not also newest-created first', () => {
    // b was made before c but changed since: only an order by update puts it first.
    expect(provesUpdateOrder([job('b', 9, 2), job('c', 3), job('a', 1)])).toBe(true);
  });

  it('does not hold for a list whose data fit newest-created first as well', () => {
    expect(provesUpdateOrder([job('c', 3), job('b', 2), job('a', 1)])).toBe(false);
    // Made together and stamped alike: both orders fit.
    expect(provesUpdateOrder([job('c', 1), job('b', 1), job('a', 1)])).toBe(false);
  });

  it('does not hold when an update time rises down the list, or one is missing', () => {
    expect(provesUpdateOrder([job('b', 9, 2), job('a', 1), job('c', 3)])).toBe(false);
    expect(provesUpdateOrder([job('b', 9, 2), buildJob({ id: 'x', updated_at: undefined })])).toBe(false);
  });
});

describe('stopWhenUnchanged', () => {
  const held = [job('b', 9, 2), job('c', 3), job('a', 1)];

  it('stops at the first page that holds only jobs held unchanged', () => {
    const until = stopWhenUnchanged(held);
    const pageOne = [job('new', 12), job('c', 11, 3)]; // a new job, and c changed during the cut
    expect(until(pageOne)).toBe(false);
    expect(until([...pageOne, job('b', 9, 2)])).toBe(true);
  });

  it('never stops once the pages break the order, so the read goes to the end', () => {
    const until = stopWhenUnchanged(held);
    expect(until([job('b', 9, 2)])).toBe(true);
    const restarted = stopWhenUnchanged(held);
    expect(restarted([job('a', 1), job('c', 3)])).toBe(false); // 3 after 1: not newest first
    expect(restarted([job('a', 1), job('c', 3), job('b', 9, 2)])).toBe(false);
  });

  it('does not stop at a page whose job is newer than the held copy', () => {
    expect(stopWhenUnchanged(held)([job('b', 10, 2)])).toBe(false);
  });
});

describe('withReadHead', () => {
  it("puts the pages read first, in the service's order, and keeps the rest as held", () => {
    const held = [job('b', 9, 2), job('c', 3), job('a', 1)];
    const list = withReadHead(held, [job('c', 11, 3), job('new', 10)]);
    expect(list.map((item) => item.id)).toEqual(['c', 'new', 'b', 'a']);
  });
});
