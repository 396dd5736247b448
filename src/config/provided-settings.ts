// A host may hand the app its settings in /agent-console.json: the dev server and the test server
// hand over the simulator's demo key so the app opens connected. A static host without that file
// simply opens at Settings. The file is optional and never overrides what the person saved.
//
// Nothing waits for it before the first paint: main.tsx starts the read (index.html already
// preloads the file beside the entry chunk) and renders at once. Service requests made without a
// key wait for it to settle (see whenProvidedSettingsSettled), so a first visit does not flash
// "no API key" before the hand-over lands.
import { z } from 'zod';
import { useSettingsStore } from './settings';

const providedSchema = z.object({ baseUrl: z.string().optional(), apiKey: z.string().optional() });

let settled: Promise<void> = Promise.resolve();

export function loadProvidedSettings(timeoutMs = 1500): Promise<void> {
  settled = read(timeoutMs);
  return settled;
}

async function read(timeoutMs: number): Promise<void> {
  try {
    // Read even when a key is saved: index.html preloads the file, and a preload left unused
    // is reported in the console.
    const response = await fetch('/agent-console.json', { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok || useSettingsStore.getState().apiKey) return;
    const parsed = providedSchema.safeParse(await response.json());
    if (parsed.success) useSettingsStore.getState().actions.adoptProvided(parsed.data);
  } catch {
    // No provided settings: the person sets them in Settings.
  }
}

/** Settles once the host's settings were adopted or found absent (at most the read's time-out). */
export function whenProvidedSettingsSettled(): Promise<void> {
  return settled;
}
