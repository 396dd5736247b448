// Stores that hold records by id (the chat list, drafts per chat) meet another copy of themselves
// in two places: another tab's write (across-tabs.ts) and what a store carries over to a new
// account key (account-storage.ts). Both add the other copy's records, one level deep.
import { own, setOwn } from '@/lib/prototype-safe-records';

/**
 * The fields of `ours` (records by id) with the records of `theirs` added, for each field where
 * `theirs` adds something; undefined when it adds nothing. Where both hold a record, `ours` wins,
 * unless `combine` is set: then lists are joined (ours first) and any other record is theirs.
 */
export function mergeRecords(
  ours: object,
  theirs: object,
  options: { combine?: boolean } = {},
): Record<string, unknown> | undefined {
  const next: Record<string, unknown> = {};
  for (const [field, records] of Object.entries(theirs)) {
    const mine: unknown = Object.hasOwn(ours, field) ? Reflect.get(ours, field) : undefined;
    if (!records || typeof records !== 'object' || !mine || typeof mine !== 'object' || Array.isArray(mine))
      continue;
    let merged: Record<string, unknown> | undefined;
    for (const [id, record] of Object.entries(records as Record<string, unknown>)) {
      const held = Object.hasOwn(mine, id);
      if (held && !options.combine) continue;
      merged ??= { ...(mine as Record<string, unknown>) };
      const existing: unknown = held ? own(merged, id) : undefined;
      setOwn(
        merged,
        id,
        Array.isArray(existing) && Array.isArray(record)
          ? [...(existing as unknown[]), ...(record as unknown[])]
          : record,
      );
    }
    if (merged) next[field] = merged;
  }
  return Object.keys(next).length > 0 ? next : undefined;
}
