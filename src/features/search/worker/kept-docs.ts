// The chats and artifacts the index holds, kept on this device for one account (only with
// "Remember on this device"), so a chat read before a reload is found again though the query
// cache has let it go. Jobs are not kept here: the kept job list feeds them back. Sign out deletes
// every IndexedDB database of the origin, this one too; its connection closes itself for that.
import { del, get, set } from 'idb-keyval';
import { asRecord } from '@/lib/as-record';
import { selfClosingStore } from '@/lib/storage/idb-store';
import type { SearchDoc } from '../model/search-types';

const SEARCH_INDEX_DB = 'agent-console-search-index';

const store = selfClosingStore(SEARCH_INDEX_DB, 'docs');
const keyOf = (account: string) => `${account}:docs`;

/** A kept document, checked field by field: what was written may be of another build. */
export function parseKeptDoc(value: unknown): SearchDoc | undefined {
  const record = asRecord(value);
  if (!record) return undefined;
  const { key, kind, target, link, title, text, meta, badge, chatId, markdown } = record;
  if (kind !== 'chat' && kind !== 'artifact') return undefined;
  const strings = [key, target, link, title, text, meta, badge];
  if (!strings.every((field) => typeof field === 'string')) return undefined;
  if (chatId !== undefined && typeof chatId !== 'string') return undefined;
  return {
    key: String(key),
    kind,
    target: String(target),
    link: String(link),
    title: String(title),
    text: String(text),
    meta: String(meta),
    badge: String(badge),
    ...(chatId === undefined ? {} : { chatId }),
    ...(markdown === true ? { markdown } : {}),
  };
}

export async function readKeptDocs(account: string): Promise<SearchDoc[]> {
  const kept: unknown = await get(keyOf(account), store.use());
  return Array.isArray(kept) ? kept.map(parseKeptDoc).filter((doc) => doc !== undefined) : [];
}

export async function writeKeptDocs(account: string, docs: readonly SearchDoc[]): Promise<void> {
  await set(keyOf(account), docs, store.use());
}

export async function forgetKeptDocs(account: string): Promise<void> {
  await del(keyOf(account), store.use());
}
