// A host may hand the app its settings in /agent-console.json: the dev server and the test server
// hand over the simulator's demo key so the app opens connected. A static host without that file
// simply opens at Settings. The file is optional and never overrides what the person saved.
// The same file may name the account's workflows and demo chats (provided-catalog.ts), so it is
// read on every start; only a person without a key waits for it.
import { z } from '@/lib/zod';
import { adoptProvidedCatalog } from './provided-catalog';
import { useSettingsStore } from './settings';

const providedSchema = z.object({ baseUrl: z.optional(z.string()), apiKey: z.optional(z.string()) });

async function readProvidedFile(timeoutMs: number): Promise<unknown> {
  try {
    const response = await fetch('/agent-console.json', {
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const json: unknown = await response.json();
    adoptProvidedCatalog(json);
    return json;
  } catch {
    return undefined; // No provided settings: the person sets them in Settings.
  }
}

export async function loadProvidedSettings(timeoutMs = 1500): Promise<void> {
  const reading = readProvidedFile(timeoutMs);
  if (useSettingsStore.getState().apiKey) return; // the catalog still arrives, in the background
  const parsed = providedSchema.safeParse(await reading);
  if (parsed.success) useSettingsStore.getState().actions.adoptProvided(parsed.data);
}
