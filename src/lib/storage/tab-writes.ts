// Stores written at once (drafts, unsent messages, workflow drafts) write their whole state, and
// take in another tab's write when its storage event arrives. That event comes a moment later: two
// tabs that both write within that moment each wrote a state lacking the other's record, and the
// last write won. A draft typed in one tab was gone when the other saved (the flake of the
// two-tab journey). So a write first looks at what is stored: when another tab wrote since this
// one last read or wrote, the two are merged record by record against what this tab last saw
// (a three-way merge): a record this tab changed is this tab's, any other is the other tab's,
// so neither an addition nor a removal by either tab is lost.
import { setOwn } from '@/lib/prototype-safe-records';
import { storedState } from './across-tabs';

type Records = Record<string, unknown>;

const isRecords = (value: unknown): value is Records =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * `mine` with another tab's changes since `base` taken in: for every field holding records by id,
 * a record `mine` left as it was in `base` becomes `theirs` (added, changed or removed there);
 * a record `mine` changed stays `mine`. Other fields are `mine`.
 */
export function mergeThreeWay(base: object | undefined, mine: object, theirs: object): object {
  const merged: Records = { ...mine };
  for (const [field, ours] of Object.entries(mine)) {
    const other: unknown = Object.hasOwn(theirs, field) ? Reflect.get(theirs, field) : undefined;
    if (!isRecords(ours) || !isRecords(other)) continue;
    const before: unknown = base && Object.hasOwn(base, field) ? Reflect.get(base, field) : undefined;
    const was = isRecords(before) ? before : {};
    const next: Records = {};
    for (const id of new Set([...Object.keys(ours), ...Object.keys(other)])) {
      const mineHas = Object.hasOwn(ours, id);
      const changedHere = !same(mineHas ? ours[id] : undefined, Object.hasOwn(was, id) ? was[id] : undefined);
      const source = changedHere ? ours : other;
      if (Object.hasOwn(source, id)) setOwn(next, id, source[id]);
    }
    merged[field] = next;
  }
  return merged;
}

/**
 * The writes of the stores written at once, for one tab: `seen` notes what was read from storage,
 * `written` says what to store for this tab's new state given what storage holds now.
 */
export function createTabWrites() {
  // Per key: the state this tab's memory last agreed with storage on (its last read, or the state
  // it last wrote), the base of the next merge.
  const agreed = new Map<string, string>();
  return {
    seen(key: string, text: string | null) {
      if (text === null) agreed.delete(key);
      else agreed.set(key, text);
    },
    written(key: string, mine: string, stored: string | null): string {
      const base = agreed.get(key);
      agreed.set(key, mine);
      if (stored === null || stored === base || stored === mine) return mine;
      const ours = storedState(mine);
      const theirs = storedState(stored);
      if (!ours || !theirs) return mine;
      const parsed: unknown = JSON.parse(mine);
      return JSON.stringify({
        ...(isRecords(parsed) ? parsed : {}),
        state: mergeThreeWay(base === undefined ? undefined : storedState(base), ours, theirs),
      });
    },
  };
}
