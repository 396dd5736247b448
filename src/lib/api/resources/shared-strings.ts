// One copy of the texts many records repeat. JSON.parse makes a new string for every value, so a
// list of 100,000 jobs held 25,000 copies of "backlog", one of "Created in bulk" per job, and the
// same agent, project and timestamp texts over and over: about 11 strings per job, 60% of the
// board's heap at that size. A text seen before is replaced by its first copy; the table is
// bounded (a text past the bound is kept as it came), and never holds long texts.
import { onSignOut } from '@/lib/storage/sign-out-hooks';

const MAX_SHARED = 20_000;
const MAX_LENGTH = 64;

const table = new Map<string, string>();

/** The first copy of `text` seen (the same text, shared), or `text` itself. */
export function shared<T extends string | undefined>(text: T): T {
  if (text === undefined || text.length > MAX_LENGTH) return text;
  const held = table.get(text);
  if (held !== undefined) return held as T;
  if (table.size < MAX_SHARED) table.set(text, text);
  return text;
}

// A sign out leaves nothing of the account behind, in memory either.
onSignOut(() => table.clear());
