// Where write records live: IndexedDB (idb-keyval), which holds megabytes where localStorage holds
// a few, one entry per record under `account:id`, so two tabs writing different records never
// overwrite each other's. Every record read back is parsed as untrusted (another tab, an old
// build). Sign out deletes every IndexedDB database of the origin (lib/storage/sign-out.ts).
import { del, entries, get, set } from 'idb-keyval';
import { selfClosingStore } from '@/lib/storage/idb-store';
import * as v from '@/lib/valibot';
import type { RecordStorage } from './delivery-deps';
import type { WriteRecord } from './write-record';

const WRITES_DB = 'agent-console-writes';

const base = {
  id: v.string(),
  account: v.string(),
  text: v.string(),
  batch: v.string(),
  madeBy: v.string(),
  createdAt: v.number(),
  seq: v.optional(v.number()),
  sendAt: v.number(),
  state: v.picklist(['held', 'due', 'sending', 'landed', 'failed', 'stale', 'abandoned']),
  rev: v.number(),
  unsure: v.boolean(),
  attempts: v.number(),
  nextTryAt: v.number(),
  landedAt: v.optional(v.number()),
  error: v.optional(v.string()),
  staleReason: v.optional(v.picklist(['moved-on', 'too-old', 'refused'])),
  running: v.optional(v.boolean()),
  forced: v.optional(v.boolean()),
  keyRefused: v.optional(v.boolean()),
};

const recordSchema = v.union([
  v.object({
    ...base,
    kind: v.literal('answer'),
    chatId: v.string(),
    jobId: v.string(),
    title: v.string(),
    questionId: v.optional(v.string()),
    questionHash: v.string(),
    question: v.optional(v.string()),
  }),
  v.object({
    ...base,
    kind: v.literal('dispatch'),
    jobId: v.optional(v.string()),
    title: v.optional(v.string()),
  }),
  v.object({
    ...base,
    kind: v.literal('message'),
    chatId: v.string(),
    landsAfter: v.optional(v.number()),
    readAt: v.optional(v.number()),
    userCountBefore: v.optional(v.number()),
    agentCountBefore: v.optional(v.number()),
  }),
]);

/** A record read back from storage or another tab, if it is one. */
export function parseRecord(value: unknown): WriteRecord | undefined {
  const parsed = v.safeParse(recordSchema, value);
  return parsed.success ? parsed.output : undefined;
}

/** The records' store, opened at its first use (idb-store.ts: closes itself for a sign out). */
const writesDb = selfClosingStore(WRITES_DB, 'records');
/** Closes the connection, so a sign out can delete the database; the next use opens it anew. */
export const closeWritesDb = writesDb.close;
const db = writesDb.use;
const keyOf = (account: string, id: string) => `${account}:${id}`;

export const indexedDbRecords: RecordStorage = {
  async load(account) {
    const found: WriteRecord[] = [];
    for (const [key, value] of await entries(db())) {
      if (typeof key !== 'string' || !key.startsWith(`${account}:`)) continue;
      const record = parseRecord(value);
      if (record?.account === account) found.push(record);
    }
    return found;
  },
  async get(account, id) {
    const record = parseRecord(await get(keyOf(account, id), db()));
    return record?.account === account ? record : undefined;
  },
  put: (record) => set(keyOf(record.account, record.id), record, db()),
  remove: (account, id) => del(keyOf(account, id), db()),
};
