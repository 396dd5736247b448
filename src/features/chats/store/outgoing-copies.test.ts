import { describe, expect, it } from 'vitest';
import type { Outgoing } from './outgoing-store';
import { mergeCopies } from './outgoing-copies';

const CHAT = 'c1';
const item = (localId: string, rev: number, extra: Partial<Outgoing> = {}): Outgoing => ({
  localId,
  text: localId,
  state: 'queued',
  error: undefined,
  sentAt: '',
  userCountBefore: 0,
  rev,
  ...extra,
});
const ids = (merged: Record<string, Outgoing[]>) => (merged[CHAT] ?? []).map((o) => `${o.localId}@${o.rev}`);

describe('reading the unsent messages back from storage', () => {
  it('keeps, in its place, a message storage never held (refused, or over its bound)', () => {
    const memory = { [CHAT]: [item('big', 0), item('short', 0)] };
    const stored = { [CHAT]: [item('short', 0)] };
    expect(ids(mergeCopies(stored, memory, new Map([['short', 0]])))).toEqual(['big@0', 'short@0']);
  });

  it('keeps the newer copy storage refused over the older one it holds', () => {
    const memory = { [CHAT]: [item('a', 2, { state: 'sending' })] };
    const stored = { [CHAT]: [item('a', 1)] };
    expect(ids(mergeCopies(stored, memory, new Map([['a', 1]])))).toEqual(['a@2']);
  });

  it('drops what storage held and another tab removed (sent and cleared, or discarded)', () => {
    const memory = { [CHAT]: [item('gone', 0), item('kept', 0)] };
    const stored = { [CHAT]: [item('kept', 0)] };
    const storedRevs = new Map([
      ['gone', 0],
      ['kept', 0],
    ]);
    expect(ids(mergeCopies(stored, memory, storedRevs))).toEqual(['kept@0']);
  });

  it('takes another tab’s newer copy and its new messages', () => {
    const memory = { [CHAT]: [item('a', 0)] };
    const stored = { [CHAT]: [item('a', 1, { state: 'accepted' }), item('theirs', 0)] };
    expect(ids(mergeCopies(stored, memory, new Map([['a', 0]])))).toEqual(['a@1', 'theirs@0']);
  });
});
