// Two copies of the unsent messages meet whenever the store is read back from storage (before the
// outbox sends, at another tab's write, when an account comes back): storage's, which every tab
// writes, and this tab's memory, which also holds what storage did not keep (a message over the
// storage bound, a full quota). Read back whole, storage's copy used to replace memory's, and a
// 600 KB message vanished unsent. So the copies are merged item by item, by two facts this tab
// keeps: the `rev` of each item's copy that storage holds (`StoredRevs`), and each copy's own `rev`
// (bumped by every change).
import { create } from 'zustand';
import { own, setOwn } from '@/lib/prototype-safe-records';
import type { Outgoing } from './outgoing-store';

type OutgoingByChat = Record<string, Outgoing[]>;

/** The `rev` of each item's copy that storage holds, by localId, as far as this tab knows. */
export type StoredRevs = ReadonlyMap<string, number>;

export const revOf = (item: Pick<Outgoing, 'rev'>) => item.rev ?? 0;

/** Whether storage lacks this copy of the item: it lives in this tab's memory alone. */
export const isUnsaved = (item: Outgoing, stored: StoredRevs) => stored.get(item.localId) !== revOf(item);

/**
 * The items after reading storage back, chat by chat, in memory's order (then storage's new ones):
 * - an item both hold: storage's copy, unless memory's is one storage did not keep and is not older;
 * - an item only memory holds: kept if storage never held it (refused, or over the bound), dropped
 *   if storage did and no longer does (another tab sent and cleared it, or the person discarded it);
 * - an item only storage holds: taken (another tab's).
 */
export function mergeCopies(stored: OutgoingByChat, memory: OutgoingByChat, storedRevs: StoredRevs) {
  const merged: OutgoingByChat = {};
  for (const chatId of new Set([...Object.keys(memory), ...Object.keys(stored)])) {
    const theirs = own(stored, chatId) ?? [];
    const byId = new Map(theirs.map((item) => [item.localId, item]));
    const list: Outgoing[] = [];
    for (const mine of own(memory, chatId) ?? []) {
      const copy = byId.get(mine.localId);
      byId.delete(mine.localId);
      if (!copy) {
        if (!storedRevs.has(mine.localId)) list.push(mine);
      } else list.push(isUnsaved(mine, storedRevs) && revOf(mine) >= revOf(copy) ? mine : copy);
    }
    list.push(...byId.values());
    if (list.length > 0) setOwn(merged, chatId, list);
  }
  return merged;
}

/** The `rev` of every item in a state storage now holds. */
export function revsOf(outgoing: OutgoingByChat): Map<string, number> {
  return new Map(Object.values(outgoing).flatMap((list) => list.map((item) => [item.localId, revOf(item)])));
}

/** The items storage does not hold as this tab does: shown "Not saved on this device". */
const useUnsavedStore = create<{ ids: ReadonlySet<string> }>()(() => ({ ids: new Set() }));
export const useIsUnsaved = (localId: string) => useUnsavedStore((s) => s.ids.has(localId));

export function noteUnsaved(outgoing: OutgoingByChat, storedRevs: StoredRevs) {
  const ids = new Set(
    Object.values(outgoing).flatMap((list) =>
      list.filter((item) => isUnsaved(item, storedRevs)).map((item) => item.localId),
    ),
  );
  const before = useUnsavedStore.getState().ids;
  if (ids.size !== before.size || [...ids].some((id) => !before.has(id))) useUnsavedStore.setState({ ids });
}
