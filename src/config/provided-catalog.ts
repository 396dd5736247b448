// What a host may name in /agent-console.json beside the settings: the workflows of the account
// (the spec has no endpoint that lists them) and chats worth showing on a first visit (a demo's).
// Read by hand, not with a schema library, so this stays out of the first visit's bytes.

export interface ProvidedEntry {
  id: string;
  name: string | undefined;
}

export interface ProvidedCatalog {
  workflows: ProvidedEntry[];
  chats: ProvidedEntry[];
}

const LIMIT = 50;
const EMPTY: ProvidedCatalog = Object.freeze({ workflows: [], chats: [] });
let catalog: ProvidedCatalog = EMPTY;
const listeners = new Set<() => void>();

/** Own properties only: nothing inherited (or polluted) is read as the host's data. */
const own = (value: object, key: string): unknown =>
  Object.hasOwn(value, key) ? Reflect.get(value, key) : undefined;

function entriesOf(value: unknown): ProvidedEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: ProvidedEntry[] = [];
  const items: unknown[] = value.slice(0, LIMIT);
  for (const item of items) {
    if (item === null || typeof item !== 'object') continue;
    const id = own(item, 'id');
    const name = own(item, 'name') ?? own(item, 'title');
    if (typeof id !== 'string' || id.trim() === '' || id.length > 200) continue;
    entries.push({
      id: id.trim(),
      name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 200) : undefined,
    });
  }
  return entries;
}

/** Takes the catalog out of the parsed /agent-console.json; anything malformed is left out. */
export function adoptProvidedCatalog(json: unknown) {
  if (json === null || typeof json !== 'object') return;
  catalog = {
    workflows: entriesOf(own(json, 'workflows')),
    chats: entriesOf(own(json, 'chats')),
  };
  for (const listener of listeners) listener();
}

export function getProvidedCatalog(): ProvidedCatalog {
  return catalog;
}

export function subscribeProvidedCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
