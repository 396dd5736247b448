// Bounds on what a persisted store keeps: the newest records only, and service text cut to a
// length a view can show (a title in a frame can be megabytes).

import { setOwn } from '@/lib/prototype-safe-records';
import { MAX_STORED_CHARS } from './account-storage';

/**
 * At most `max` entries of a record, and at most `maxChars` of their JSON: the newest by `timeOf`
 * are kept (oldest trimmed first); without `timeOf`, the last inserted are. Null prototype.
 */
export function keepNewest<T>(
  record: Readonly<Record<string, T>>,
  {
    max,
    maxChars = MAX_STORED_CHARS / 2,
    timeOf,
  }: { max: number; maxChars?: number; timeOf?: (value: T) => number },
): Record<string, T> {
  const entries = Object.entries(record);
  if (timeOf) entries.sort(([, a], [, b]) => timeOf(b) - timeOf(a));
  else entries.reverse();
  const kept: [string, T][] = [];
  let chars = 0;
  for (const [key, value] of entries) {
    if (kept.length >= max) break;
    const size = key.length + (JSON.stringify(value)?.length ?? 0);
    if (chars + size > maxChars) continue; // one huge entry must not push out every other one
    chars += size;
    kept.push([key, value]);
  }
  const result: Record<string, T> = {};
  for (const [key, value] of kept.reverse()) setOwn(result, key, value);
  return result;
}

/**
 * A record held in memory, bounded with slack: past `max + slack` entries, the newest `max` by
 * `timeOf` are kept, so a store that gains a record per write sorts once per `slack` new records,
 * not on every write. Otherwise the record itself. A plain object either way (keys set as own
 * properties, "__proto__" included): V8 keeps a null-prototype record as a slow dictionary, and
 * these records are copied on every write.
 */
export function trimNewest<T>(
  record: Record<string, T>,
  { max, slack, timeOf }: { max: number; slack: number; timeOf: (value: T) => number },
): Record<string, T> {
  if (Object.keys(record).length <= max + slack) return record;
  const kept: Record<string, T> = {};
  const newest = Object.entries(record).sort(([, a], [, b]) => timeOf(b) - timeOf(a));
  for (const [key, value] of newest.slice(0, max)) setOwn(kept, key, value);
  return kept;
}

/** A string cut to `max` characters (service text kept for display, such as a chat title). */
export function capText(text: string | undefined, max: number): string | undefined {
  return text !== undefined && text.length > max ? text.slice(0, max) : text;
}
