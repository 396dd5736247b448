import { vi } from 'vitest';

/**
 * A fetch whose every response is an event stream left open: `writers[n]` sends SSE text down the
 * nth connection it opened.
 */
export function streamingFetch() {
  const writers: ((text: string) => void)[] = [];
  const encoder = new TextEncoder();
  const fetchImpl = vi.fn(async () => {
    const body = new ReadableStream<Uint8Array>({
      start: (c) => void writers.push((t) => c.enqueue(encoder.encode(t))),
    });
    return new Response(body, { status: 200 });
  });
  return { fetchImpl, writers };
}
