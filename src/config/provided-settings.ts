// A host may hand the app its settings in /agent-console.json: the dev server and the test server
// hand over the simulator's demo key so the app opens connected. A static host without that file
// simply opens at Settings. The file is optional and never overrides what the person saved.
import { z } from '@/lib/zod';
import { useSettingsStore } from './settings';

const providedSchema = z.object({ baseUrl: z.optional(z.string()), apiKey: z.optional(z.string()) });

export async function loadProvidedSettings(timeoutMs = 1500): Promise<void> {
  if (useSettingsStore.getState().apiKey) return;
  try {
    const response = await fetch('/agent-console.json', {
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) return;
    const parsed = providedSchema.safeParse(await response.json());
    if (parsed.success) useSettingsStore.getState().actions.adoptProvided(parsed.data);
  } catch {
    // No provided settings: the person sets them in Settings.
  }
}
