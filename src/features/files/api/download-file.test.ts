import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { BODY_CAPS } from '@/lib/api/read-capped';
import { downloadFile } from './download-file';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('@/lib/download', () => ({ saveBlob }));

describe('downloadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a file past the download cap instead of filling the memory, and saves nothing', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    let pulled = 0;
    const chunk = new Uint8Array(4 * 1024 * 1024);
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              pulled += chunk.byteLength;
              controller.enqueue(chunk);
            },
          }),
        ),
    );
    await expect(downloadFile('f1', 'log.txt')).rejects.toMatchObject({
      kind: 'too-large',
      message: expect.stringContaining('larger than 256 MB'),
    });
    expect(pulled).toBeLessThan(BODY_CAPS.download + 3 * chunk.byteLength);
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('saves a file within the cap with its type', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    vi.stubGlobal('fetch', async () => new Response('hello', { headers: { 'Content-Type': 'text/plain' } }));
    await downloadFile('f1', 'hello.txt');
    const [blob, name] = saveBlob.mock.calls[0] ?? [];
    expect(name).toBe('hello.txt');
    expect(blob).toBeInstanceOf(Blob);
    expect(await (blob as Blob).text()).toBe('hello');
    expect((blob as Blob).type).toBe('text/plain');
  });
});
