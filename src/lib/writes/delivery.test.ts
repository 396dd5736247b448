// The write path's named cases, one by one (the model-based test covers their mixtures).
import { describe, expect, it } from 'vitest';
import { transportsFor } from './transports';
import { createDelivery } from './delivery';
import type { DeliveryDeps } from './delivery-deps';
import type { Landing } from './landing';
import type { WriteRecord } from './write-record';

function harness(options: { storageRefuses?: boolean; inspect?: () => Promise<Landing> } = {}) {
  let now = 10_000_000;
  const stored = new Map<string, WriteRecord>();
  const marks = new Set<string>();
  const posts: { id: string; keepalive: boolean }[] = [];
  const inspected: string[] = [];
  const tab = (tabId: string, account: () => string = () => 'a') => {
    const deps: DeliveryDeps = {
      tabId,
      account,
      now: () => now,
      online: () => true,
      storage: {
        load: async () => [...stored.values()],
        get: async (_account, id) => stored.get(id),
        put: async (record) => {
          if (options.storageRefuses) throw new Error('QuotaExceededError');
          stored.set(record.id, record);
        },
        remove: async (_account, id) => void stored.delete(id),
      },
      lock: async (_name, task) => task(),
      transports: transportsFor({
        answer: {
          post: async (record, { keepalive }) => {
            posts.push({ id: record.id, keepalive });
            return { running: undefined };
          },
          inspect: async (record) => {
            inspected.push(record.id);
            return (options.inspect ?? (async () => 'not-landed' as const))();
          },
          classify: () => ({ failure: 'failed', message: 'refused' }),
          peek: () => undefined,
        },
      }),
      broadcast: () => undefined,
      keepaliveMarks: {
        add: (record) => marks.add(record.id),
        has: (record) => marks.has(record.id),
        remove: (record) => marks.delete(record.id),
      },
    };
    return createDelivery(deps);
  };
  const record = (patch: Partial<WriteRecord> = {}): WriteRecord => ({
    id: 'w1',
    account: 'a',
    kind: 'answer',
    chatId: 'c1',
    jobId: 'j1',
    title: 'Deploy',
    text: 'Yes',
    questionId: 'm1',
    questionHash: 'h',
    batch: 'b1',
    madeBy: 'tab-1',
    createdAt: now,
    sendAt: now + 5_000,
    state: 'held',
    rev: 1,
    unsure: false,
    attempts: 0,
    nextTryAt: 0,
    ...patch,
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { tab, record, stored, marks, posts, inspected, flush, advance: (ms: number) => (now += ms) };
}

describe('the write path', () => {
  it('sends a held answer at once, with keepalive, as its page hides; the next tab does not send it again', async () => {
    const h = harness();
    const first = h.tab('tab-1');
    void first.add([h.record()]);
    await h.flush();
    first.hide();
    expect(h.posts).toEqual([{ id: 'w1', keepalive: true }]);
    expect(h.marks.has('w1')).toBe(true);
    await h.flush();
    expect(h.stored.get('w1')?.state).toBe('landed');
    expect(h.marks.has('w1')).toBe(false);

    const next = h.tab('tab-2');
    await next.load();
    h.advance(60_000);
    await next.pump();
    expect(h.posts).toHaveLength(1);
  });

  it('looks for an answer whose page died mid-keepalive before a later tab sends it', async () => {
    const h = harness({ inspect: async () => 'landed' });
    h.stored.set('w1', h.record());
    h.marks.add('w1'); // the page hid, its request left, and it died before storing the outcome
    const next = h.tab('tab-2');
    await next.load();
    h.advance(5_000);
    await next.pump();
    expect(h.posts).toHaveLength(0); // within the grace: its request may still be on its way
    h.advance(20_000);
    await next.pump();
    expect(h.inspected).toEqual(['w1']);
    expect(h.posts).toHaveLength(0);
    expect(next.records().get('w1')?.state).toBe('landed');
  });

  it('never sends an answer found by a later tab when the job moved on, nor one over an hour old', async () => {
    const moved = harness({ inspect: async () => 'moved-on' });
    moved.stored.set('w1', moved.record());
    const tab = moved.tab('tab-2');
    await tab.load();
    moved.advance(6_000);
    await tab.pump();
    expect(moved.posts).toHaveLength(0);
    expect(tab.records().get('w1')).toMatchObject({ state: 'stale', staleReason: 'moved-on', text: 'Yes' });

    const old = harness();
    old.stored.set('w1', old.record());
    const later = old.tab('tab-2');
    await later.load();
    old.advance(61 * 60_000);
    await later.pump();
    expect(old.posts).toHaveLength(0);
    expect(later.records().get('w1')).toMatchObject({ state: 'stale', staleReason: 'too-old' });
  });

  it('sends nothing on a read that could not be completed, and reads again later', async () => {
    let reads = 0;
    const h = harness({
      inspect: async () => {
        reads += 1;
        if (reads === 1) throw new Error('page 2 failed');
        return 'not-landed';
      },
    });
    h.stored.set('w1', h.record({ state: 'due', unsure: true, sendAt: 0 }));
    const tab = h.tab('tab-2');
    await tab.load();
    await tab.pump();
    expect(h.posts).toHaveLength(0);
    expect(tab.records().get('w1')?.state).toBe('due');
    h.advance(10_000);
    await tab.pump();
    expect(h.posts).toHaveLength(1);
  });

  it('keeps a record storage refused, says so, and still sends it', async () => {
    const h = harness({ storageRefuses: true });
    const tab = h.tab('tab-1');
    void tab.add([h.record({ sendAt: 0, state: 'due' })]);
    await h.flush();
    await h.flush();
    expect(h.posts).toHaveLength(1);
    expect(tab.unsaved().has('w1')).toBe(true);
    expect(tab.records().get('w1')?.state).toBe('landed');
  });

  it('sends no record while the key in use is another account’s, and sends it when its key is back', async () => {
    const h = harness();
    let account = 'b';
    const tab = h.tab('tab-1', () => account);
    void tab.add([h.record({ sendAt: 0, state: 'due' })]);
    await h.flush();
    await tab.pump();
    expect(h.posts).toHaveLength(0);
    account = 'a';
    await tab.pump();
    expect(h.posts).toHaveLength(1);
  });
});
