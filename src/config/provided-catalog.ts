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

function entriesOf(value: unknown): ProvidedEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: ProvidedEntry[] = [];
  for (const item of value.slice(0, LIMIT)) {
    if (item === null || typeof item !== 'object') continue;
    const id: unknown = Reflect.get(item, 'id');
    const name: unknown = Reflect.get(item, 'name') ?? Reflect.get(item, 'title');
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
    workflows: entriesOf(Reflect.get(json, 'workflows')),
    chats: entriesOf(Reflect.get(json, 'chats')),
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
