// A host may hand the app its settings in /agent-console.json: the dev server and the test server
// hand over the simulator's demo key so the app opens connected. A static host without that file
// simply opens at Settings. The file is optional and never overrides what the person saved.
// The same file may name the account's workflows and demo chats (provided-catalog.ts), so it is
// read on every start. It may also let the app run inside a frame (frame-guard.ts).
//
// Nothing waits for it before the first paint: main.tsx starts the read (index.html already
// preloads the file beside the entry chunk) and renders without waiting for it. Service requests
// made without a key wait for it to settle (see whenProvidedSettingsSettled), so a first visit
// does not flash "no API key" before the hand-over lands.
import * as v from '@/lib/valibot';
import { readTextCapped } from './read-capped';
import { adoptProvidedCatalog } from '@/config/provided-catalog';
import { useSettingsStore } from '@/lib/storage/connection-settings';

const providedSchema = v.object({ baseUrl: v.optional(v.string()), apiKey: v.optional(v.string()) });

let settled: Promise<void> = Promise.resolve();

async function readProvidedFile(timeoutMs: number): Promise<unknown> {
  try {
    // Not `cache: 'no-store'`: the request must match index.html's preload to use it (the
    // server sends the file with Cache-Control: no-store anyway).
    const response = await fetch('/agent-console.json', { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    // Capped like every body the app reads: a host that answers with something huge or endless
    // (a misrouted stream, say) hands over nothing rather than filling the tab's memory.
    const json: unknown = JSON.parse(await readTextCapped(response, 'item'));
    adoptProvidedCatalog(json);
    return json;
  } catch {
    return undefined; // No provided settings: the person sets them in Settings.
  }
}

let fileRead: Promise<unknown> | undefined;
/** The file, read once per page: the frame check and the settings share one request. */
function providedFile(timeoutMs: number): Promise<unknown> {
  fileRead ??= readProvidedFile(timeoutMs);
  return fileRead;
}

const framingSchema = v.object({ allowFraming: v.literal(true) });

/** Whether the host lets the app run inside another page's frame (`"allowFraming": true`). */
export async function providedAllowsFraming(timeoutMs = 1500): Promise<boolean> {
  return v.safeParse(framingSchema, await providedFile(timeoutMs)).success;
}

export function loadProvidedSettings(timeoutMs = 1500): Promise<void> {
  settled = (async () => {
    const provided = await providedFile(timeoutMs);
    if (useSettingsStore.getState().apiKey) return;
    const parsed = v.safeParse(providedSchema, provided);
    if (parsed.success) useSettingsStore.getState().actions.adoptProvided(parsed.output);
  })();
  return settled;
}

/** Settles once the host's settings were adopted or found absent (at most the read's time-out). */
export function whenProvidedSettingsSettled(): Promise<void> {
  return settled;
}
