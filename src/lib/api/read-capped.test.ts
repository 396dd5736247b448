import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from '@/lib/valibot';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { apiRequest, readJson } from './client';
import { readPages } from './envelopes';
import { BODY_CAPS, readBytesCapped, readTextCapped } from './read-capped';

const MB = 1024 * 1024;

/** A body that never ends: 64 KB chunks for as long as anyone reads. Counts what was pulled. */
function endlessBody() {
  const pulled = { bytes: 0, cancelled: false };
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { body, pulled };
}

/** A body of exactly `bytes` bytes, in 1 MB chunks, with no Content-Length. */
function sizedBody(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = Math.min(left, MB);
      left -= size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
      if (left === 0) controller.close();
    },
  });
}

describe('reading bodies with a cap', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stops an endless answer at the cap with an error naming the size, and cancels it', async () => {
    const { body, pulled } = endlessBody();
    const reading = readJson(new Response(body));
    await expect(reading).rejects.toMatchObject({
      kind: 'too-large',
      message: expect.stringMatching(/^The service's answer was larger than 8 MB; /),
    });
    expect(pulled.cancelled).toBe(true);
    // It read up to the cap and a little past it (a chunk and the stream's queue), not on and on.
    expect(pulled.bytes).toBeLessThan(BODY_CAPS.item + MB);
  });

  it('reads a body of exactly the cap, and refuses one byte more', async () => {
    const cap = 3 * MB;
    const at = await readBytesCapped(new Response(sizedBody(cap)), cap);
    expect(at.reduce((sum, chunk) => sum + chunk.byteLength, 0)).toBe(cap);
    await expect(readBytesCapped(new Response(sizedBody(cap + 1)), cap)).rejects.toMatchObject({
      kind: 'too-large',
      message: expect.stringContaining('larger than 3 MB'),
    });
  });

  it('refuses a declared Content-Length over the cap before reading a byte', async () => {
    const { body, pulled } = endlessBody();
    const response = new Response(body, { headers: { 'Content-Length': String(BODY_CAPS.item + 1) } });
    await expect(readTextCapped(response, 'item')).rejects.toMatchObject({ kind: 'too-large' });
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024); // at most the stream's first pull
  });

  it('gives one item an 8 MB cap and one page of a list a larger one', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    // A page of 9 MB: over an item's cap, within a page's.
    const page = JSON.stringify({ data: [{ id: 'a', text: 'x'.repeat(9 * MB) }] });
    vi.stubGlobal('fetch', async () => new Response(page));
    const read = await readPages(v.object({ id: v.string() }), '/v1/jobs', 'jobs');
    expect(read.items).toEqual([{ id: 'a' }]);
    await expect(apiRequest(v.unknown(), '/v1/jobs/a')).rejects.toMatchObject({ kind: 'too-large' });
  });

  it('turns an endless error body into a plain HTTP error', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    vi.stubGlobal('fetch', async () => new Response(endlessBody().body, { status: 502 }));
    await expect(apiRequest(v.unknown(), '/v1/jobs')).rejects.toMatchObject({ kind: 'http', status: 502 });
  });
});
