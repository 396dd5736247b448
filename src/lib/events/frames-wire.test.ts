// Frames as the paged dialect (and Stripe-like services) put them on the wire: JSON spread over
// several `data:` lines, CRLF line endings, chunks that split a CRLF, read end to end through the
// connection (eventsource-parser) and frames.ts into typed events.
import { describe, expect, it } from 'vitest';
import { openEventStream } from './connection';
import { recordConnection } from '@/testing/record-connection';

function multiline(data: unknown): string {
  return `${JSON.stringify(data, null, 1)
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\r\n')}\r\n\r\n`;
}

describe('frames on the wire', () => {
  it('reads multi-line data with CRLF endings, split anywhere, into typed events', async () => {
    const job = { id: 'j1', state: 'active', title: 'Wire', updated_at: '2026-11-21T10:00:00Z' };
    const text =
      ': connected\r\n\r\n' +
      multiline({ id: 'evt_1', object: 'event', type: 'job.state_changed', data: { object: job } }) +
      multiline({ id: 'evt_2', object: 'event', type: 'session.settled', data: { object: { id: 's1' } } }) +
      'event: artifact.created\rdata: {"session_id":\rdata: "s1"}\r\r';
    const encoder = new TextEncoder();
    // Every third character a chunk of its own: CRLF pairs are split too.
    const chunks = text.match(/[\s\S]{1,3}/g) ?? [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      },
    });
    const { events, callbacks } = recordConnection();
    const connection = openEventStream(
      { baseUrl: 'http://svc.test', apiKey: 'k', fetchImpl: async () => new Response(body, { status: 200 }) },
      callbacks,
    );
    await expect.poll(() => events.length).toBe(3);
    connection.stop();
    expect(events[0]).toMatchObject({
      type: 'job.state_changed',
      jobId: 'j1',
      job: { id: 'j1', state: 'active', title: 'Wire', updatedAt: '2026-11-21T10:00:00Z' },
    });
    expect(events[1]).toMatchObject({ type: 'session.settled', sessionId: 's1', session: { id: 's1' } });
    expect(events[2]).toEqual({ type: 'artifact.created', sessionId: 's1' });
  });
});
