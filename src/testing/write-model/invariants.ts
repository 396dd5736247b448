// The write path's model-based test, its invariants, checked once a run has settled: each write the
// person made and did not undo lands at most once, for its own account, and is there if it says it
// landed, or is shown failed or not sent with its text kept; answers land after their own question,
// and a chat's messages in the order they were written.
import { expect } from 'vitest';
import { waitsForEarlier, type WriteRecord } from '@/lib/writes/write-record';
import type { Made, Model } from './commands';
import { finalCopy, jobOf, JOBS, type Landing, type World } from './world';

type Count = (what: string) => void;

/** The record's newest copy; none only if it was undone, or lost with a tab that could not store it. */
function finalOrGone(world: World, { record, undone, lostWithTab }: Made): WriteRecord | undefined {
  const copy = finalCopy(world, record.id);
  if (!copy) expect(lostWithTab || undone, `${record.id} vanished`).toBe(true);
  return copy;
}

/** How many times the fake service saw the record land (it can tell; the real one cannot). */
function landingsOf(world: World, record: WriteRecord): number {
  const landed = world.landings.filter((l) => l.recordId === record.id).length;
  expect(landed, `${record.id} landed ${landed} times`).toBeLessThanOrEqual(1);
  return landed;
}

/**
 * A write of the same text that storage never held: once its tab closed, no other tab could know
 * its saying was another write's (its tab said "Not saved on this device: keep this tab open").
 */
const unknowable = (model: Model) => (l: Landing) =>
  model.made.some((m) => m.record.id === l.recordId && m.unsavedAtFirst === true);

/** Nothing lands for another account, and nothing after a newer question. */
function checkLandings(world: World, model: Model) {
  for (const landing of world.landings) {
    expect(jobOf(landing.chatId)?.account).toBe(landing.account);
    expect(
      landing.onCurrentQuestion,
      `${landing.text} landed after a newer question: ${JSON.stringify(world.landings)} ${JSON.stringify(model.made.map((m) => finalCopy(world, m.record.id)))}`,
    ).toBe(true);
  }
}

/**
 * A job is made once at most per dispatch, for its own account; landed means made; a dispatch that
 * failed may have made one only if it says so (unsure: "Perhaps dispatched").
 */
function checkDispatches(world: World, model: Model, count: Count) {
  for (const made of world.jobsMade)
    expect(model.made.find((m) => m.record.id === made.recordId)?.record.account).toBe(made.account);
  for (const made of model.made) {
    const { record } = made;
    if (record.kind !== 'dispatch') continue;
    const jobs = world.jobsMade.filter((job) => job.recordId === record.id).length;
    expect(jobs, `${record.id} made ${jobs} jobs`).toBeLessThanOrEqual(1);
    const copy = finalOrGone(world, made);
    count(copy ? `dispatch ${copy.state}${copy.unsure ? ', perhaps' : ''}` : 'dispatch lost with its tab');
    if (!copy) continue;
    expect(['landed', 'failed'], `${record.id} is ${copy.state}`).toContain(copy.state);
    if (copy.state === 'landed') expect(jobs, `${record.id} landed`).toBe(1);
    else {
      if (!copy.unsure) expect(jobs, `${record.id} failed surely but made a job`).toBe(0);
      expect(copy.text).toBe(record.text);
    }
  }
}

/**
 * A message lands once at most; landed means there; failed means not landed unless it says "may
 * have been sent"; one still due waits behind an earlier failed one of its chat. A chat's messages
 * land in the order they were written (those storage kept: other tabs know them).
 */
function checkMessages(world: World, model: Model, count: Count) {
  const finals = model.made.map((m) => finalCopy(world, m.record.id)).filter((r) => r !== undefined);
  for (const made of model.made) {
    const { record } = made;
    if (record.kind !== 'message') continue;
    const landed = landingsOf(world, record);
    const copy = finalOrGone(world, made);
    count(copy ? `message ${copy.state}${copy.unsure ? ', perhaps' : ''}` : 'message lost with its tab');
    if (!copy) continue;
    if (copy.state === 'landed') {
      const same = world.landings.filter(
        (l) => l.chatId === record.chatId && l.text === record.text && unknowable(model)(l),
      ).length;
      expect(landed + same, `${record.id} is landed`).toBeGreaterThanOrEqual(1);
    } else if (copy.state === 'failed') {
      if (!copy.unsure) expect(landed, `${record.id} failed surely but landed`).toBe(0);
      expect(copy.text).toBe(record.text);
    } else {
      // It may have landed (its send had no answer, or its tab closed with storage refusing what it
      // did): it is looked for in the chat, once the one before it is settled, before it ever goes
      // again. Landing at most once is checked above.
      expect(copy.state, `${record.id} is ${copy.state}`).toBe('due');
      expect(waitsForEarlier(copy, finals), `${record.id} waits for nothing`).toBe(true);
    }
  }
  for (const chat of JOBS.map((job) => job.chatId)) {
    const order = world.landings
      .filter((l) => l.chatId === chat)
      .map((l) => model.made.find((m) => m.record.id === l.recordId))
      // One storage refused as it was made lives in its tab alone: the other tabs cannot wait for it.
      .filter((m) => m?.record.kind === 'message' && !m.unsavedAtFirst)
      .map((m) => m?.record.createdAt ?? 0);
    expect(order, `${chat}'s messages landed out of order`).toEqual([...order].sort((a, b) => a - b));
  }
}

/**
 * An answer lands once at most, and is there if it says it landed (its own request, or the same
 * answer to the same question made in another tab that could not know of it, or a write of the
 * same text storage never held); otherwise it is failed, not sent or undone, its text kept.
 */
function checkAnswers(world: World, model: Model, count: Count) {
  for (const made of model.made) {
    const { record } = made;
    if (record.kind !== 'answer') continue;
    const landed = landingsOf(world, record);
    const copy = finalOrGone(world, made);
    count(copy ? `${copy.state}${copy.attempts > 0 ? ' after a retry' : ''}` : 'lost with its tab');
    if (!copy) continue;
    if (copy.state === 'landed') {
      const there = world.landings.filter(
        (l) =>
          l.chatId === record.chatId &&
          l.text === record.text &&
          (l.questionId === record.questionId || unknowable(model)(l)),
      ).length;
      expect(there, `${record.id} is landed`).toBeGreaterThanOrEqual(1);
    } else {
      expect(['failed', 'stale', 'abandoned'], `${record.id} is ${copy.state}`).toContain(copy.state);
      // Only one shown as "may have been sent" may have (another write said the same meanwhile).
      if (!(copy.state === 'failed' && copy.unsure))
        expect(landed, `${record.id} is ${copy.state} but landed`).toBe(0);
      expect(copy.text).toBe(record.text);
    }
  }
}

/** Every invariant of a settled run; `count` notes how each write ended. */
export function checkRun(world: World, model: Model, count: Count) {
  checkLandings(world, model);
  checkDispatches(world, model, count);
  checkMessages(world, model, count);
  checkAnswers(world, model, count);
}
