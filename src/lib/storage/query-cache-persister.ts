// The query cache as last seen, kept in IndexedDB for one account: a TanStack Query `Persister`
// (react-query-persist-client restores and saves through it). Each query is kept as its own JSON
// text, and a query the cache dropped (gcTime) stays kept until it is too old or does not fit. What does not fit the
// size bound goes oldest first; queries `keep` names (the waiting jobs) never go. Sign out
// deletes every IndexedDB database of the origin (sign-out.ts); the connection closes itself so
// the delete never waits for this tab. Beside the whole copy, a save keeps a small first screen
// (chosen by `firstScreen`), which a warm visit reads and shows before the rest.
import { delMany, get, setMany } from 'idb-keyval';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { DehydratedState } from '@tanstack/react-query';
import { asRecord } from '@/lib/as-record';
import { selfClosingStore } from './idb-store';

export const QUERY_CACHE_DB = 'agent-console-query-cache';

type DehydratedQuery = DehydratedState['queries'][number];

interface KeptQuery {
  hash: string;
  updatedAt: number;
  keep: boolean;
  json: string;
}

interface StoredClient {
  buster: string;
  timestamp: number;
  queries: KeptQuery[];
}

export interface QueryCachePersisterOptions {
  account: string;
  /** The bound on the kept JSON, in UTF-16 code units (about bytes: the data is mostly ASCII). */
  maxChars: number;
  maxAge: number;
  /** Queries that are never dropped to fit the bound. */
  keep: (query: DehydratedQuery) => boolean;
  /** Lets a long save yield to input between queries. */
  yieldToInput?: () => Promise<void>;
  /** False once its owner stopped (a sign out): a save under way then writes nothing. */
  active?: () => boolean;
  now?: () => number;
  /** The part of the saved queries a warm visit shows first (firstScreenPersister reads it back). */
  firstScreen?: (queries: readonly { query: DehydratedQuery; chars: number }[]) => DehydratedQuery[];
}

const cacheStore = selfClosingStore(QUERY_CACHE_DB, 'clients');
const cacheDb = cacheStore.use;
/** Closes the open connection (tests give each case a fresh IndexedDB). */
export const closeQueryCacheDb = cacheStore.close;

/** The name a client is kept under: one per account. */
const persistedKeyOf = (account: string) => `${account}:queries`;
/** The name its first screen is kept under. */
const firstScreenKeyOf = (account: string) => `${account}:first-screen`;

function parseKept(value: unknown): KeptQuery | undefined {
  const record = asRecord(value);
  if (!record) return undefined;
  const { hash, updatedAt, keep, json } = record;
  if (typeof hash !== 'string' || typeof updatedAt !== 'number' || typeof json !== 'string') return undefined;
  return { hash, updatedAt, keep: keep === true, json };
}

function parseStored(value: unknown): StoredClient | undefined {
  const record = asRecord(value);
  if (!record || typeof record.buster !== 'string' || typeof record.timestamp !== 'number') return undefined;
  if (!Array.isArray(record.queries)) return undefined;
  const queries = record.queries.map(parseKept).filter((kept) => kept !== undefined);
  return { buster: record.buster, timestamp: record.timestamp, queries };
}

function parseQuery(json: string): DehydratedQuery | undefined {
  try {
    const query = asRecord(JSON.parse(json));
    const state = asRecord(query?.state);
    if (!query || !state || !Array.isArray(query.queryKey) || typeof query.queryHash !== 'string')
      return undefined;
    // Parsed from JSON and checked for the fields hydrate reads: the shape of this build (buster).
    return query as unknown as DehydratedQuery;
  } catch {
    return undefined;
  }
}

/** The kept queries that fit: the expired go, then the oldest that `keep` does not name. */
export function fitKept(queries: readonly KeptQuery[], maxChars: number, oldestAllowed: number): KeptQuery[] {
  const fresh = queries.filter((query) => query.updatedAt >= oldestAllowed);
  let total = fresh.reduce((sum, query) => sum + query.json.length, 0);
  const dropped = new Set<KeptQuery>();
  const oldestFirst = fresh.filter((query) => !query.keep).sort((a, b) => a.updatedAt - b.updatedAt);
  for (const query of oldestFirst) {
    if (total <= maxChars) break;
    dropped.add(query);
    total -= query.json.length;
  }
  return fresh.filter((query) => !dropped.has(query));
}

/** The client kept under `key`, without what is too old or does not fit (undefined if none). */
async function readClient(key: string, maxChars: number, oldestAllowed: number) {
  const stored = parseStored(await get(key, cacheDb()));
  if (!stored) return undefined;
  const fitting = fitKept(stored.queries, maxChars, oldestAllowed);
  const queries = fitting.map((query) => parseQuery(query.json)).filter((query) => query !== undefined);
  const client: PersistedClient = {
    buster: stored.buster,
    timestamp: stored.timestamp,
    clientState: { queries, mutations: [] },
  };
  return { client, hashes: fitting.map((query) => query.hash) };
}

export function queryCachePersister(options: QueryCachePersisterOptions): Persister {
  const key = persistedKeyOf(options.account);
  const firstScreenKey = firstScreenKeyOf(options.account);
  const now = options.now ?? Date.now;
  /**
   * The queries the last save or restore kept. Only their hashes stay in memory (the texts would
   * double the heap of a large board); a kept query the cache has dropped since is read back.
   */
  let keptHashes = new Set<string>();

  return {
    async persistClient(client: PersistedClient) {
      const inCache = new Set(client.clientState.queries.map((query) => query.queryHash));
      const next: KeptQuery[] = [];
      const sized: { query: DehydratedQuery; chars: number }[] = [];
      for (const query of client.clientState.queries) {
        const json = JSON.stringify(query);
        next.push({
          hash: query.queryHash,
          updatedAt: query.state.dataUpdatedAt,
          keep: options.keep(query),
          json,
        });
        sized.push({ query, chars: json.length });
        await options.yieldToInput?.();
      }
      if (options.active?.() === false) return;
      if ([...keptHashes].some((hash) => !inCache.has(hash))) {
        const stored = parseStored(await get(key, cacheDb()));
        if (stored?.buster === client.buster)
          for (const query of stored.queries) if (!inCache.has(query.hash)) next.push(query);
      }
      if (options.active?.() === false) return;
      const fitting = fitKept(next, options.maxChars, now() - options.maxAge);
      keptHashes = new Set(fitting.map((query) => query.hash));
      const stored: StoredClient = { buster: client.buster, timestamp: client.timestamp, queries: fitting };
      const first = (
        options.firstScreen?.(sized.filter(({ query }) => keptHashes.has(query.queryHash))) ?? []
      ).map((query): KeptQuery => ({
        hash: query.queryHash,
        updatedAt: query.state.dataUpdatedAt,
        keep: false,
        json: JSON.stringify(query),
      }));
      const firstScreen: StoredClient = { ...stored, queries: first };
      await setMany(
        [
          [key, stored],
          [firstScreenKey, firstScreen],
        ],
        cacheDb(),
      );
    },
    async restoreClient() {
      const read = await readClient(key, options.maxChars, now() - options.maxAge);
      keptHashes = new Set(read?.hashes);
      return read?.client;
    },
    async removeClient() {
      keptHashes = new Set();
      await delMany([key, firstScreenKey], cacheDb());
    },
  };
}

/**
 * The first screen the last save kept for `account`, read on its own: it restores before the
 * whole copy. Saving goes through queryCachePersister, which writes both.
 */
export function firstScreenPersister(options: {
  account: string;
  maxAge: number;
  now?: () => number;
}): Persister {
  const key = firstScreenKeyOf(options.account);
  const now = options.now ?? Date.now;
  return {
    persistClient: () => Promise.resolve(),
    restoreClient: async () => (await readClient(key, Infinity, now() - options.maxAge))?.client,
    removeClient: () => delMany([key], cacheDb()),
  };
}

/** Removes what was kept for `account` ("Remember on this device" unticked). */
export async function forgetKeptQueries(account: string): Promise<void> {
  await delMany([persistedKeyOf(account), firstScreenKeyOf(account)], cacheDb());
}
