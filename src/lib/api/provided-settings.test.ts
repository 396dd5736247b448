import { afterEach, describe, expect, it, vi } from 'vitest';
import { BODY_CAPS } from './read-capped';

/** A fresh page whose host answers /agent-console.json with `body`. */
async function startWithProvidedFile(body: string) {
  vi.resetModules();
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(body)));
  const { loadProvidedSettings } = await import('./provided-settings');
  const { useSettingsStore } = await import('@/lib/storage/connection-settings');
  await loadProvidedSettings();
  return useSettingsStore.getState();
}

describe("the host's settings file", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands over the demo key', async () => {
    expect((await startWithProvidedFile('{"apiKey":"demo"}')).apiKey).toBe('demo');
  });

  it('is read with the cap of one item: a huge or endless answer hands over nothing', async () => {
    const padding = 'x'.repeat(BODY_CAPS.item);
    expect((await startWithProvidedFile(`{"apiKey":"demo","padding":"${padding}"}`)).apiKey).toBe('');
  });
});
