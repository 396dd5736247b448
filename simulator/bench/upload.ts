// A 1 GiB multipart upload produced by a generator (one reused 1 MiB chunk, never a whole
// buffer), written with backpressure; the server child samples its own RSS meanwhile.
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerChild } from './child.ts';

export interface UploadResult {
  bytes: number;
  seconds: number;
  mib_per_second: number;
  status: number;
  size_bytes_reported: number;
  rss_before_mib: number;
  rss_peak_mib: number;
  rss_growth_mib: number;
}

const MIB = 1024 * 1024;

async function* body(size: number, pre: string, post: string): AsyncGenerator<Buffer> {
  yield Buffer.from(pre);
  const chunk = Buffer.alloc(MIB, 0x61);
  for (let sent = 0; sent < size; sent += MIB)
    yield sent + MIB <= size ? chunk : chunk.subarray(0, size - sent);
  yield Buffer.from(post);
}

export async function runUpload(child: ServerChild, size = 1024 * MIB): Promise<UploadResult> {
  const session = await fetch(`${child.url}/v1/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${child.key}` },
  });
  const sessionId = String(((await session.json()) as { id: unknown }).id);
  const boundary = 'bench-boundary-7f3a';
  const field = (name: string, value: string): string =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const pre =
    field('session_id', sessionId) +
    field('filename', 'big.bin') +
    field('content_type', 'application/octet-stream') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const post = `\r\n--${boundary}--\r\n`;
  const before = await child.ask('reset');
  const started = performance.now();
  const reply = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${child.url}/v1/files`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${child.key}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(Buffer.byteLength(pre) + size + Buffer.byteLength(post)),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    pipeline(Readable.from(body(size, pre, post)), req).catch(reject);
  });
  const seconds = (performance.now() - started) / 1000;
  const peak = await child.ask('peak');
  const reported = Number((JSON.parse(reply.text) as { size_bytes?: unknown }).size_bytes ?? -1);
  return {
    bytes: size,
    seconds: Number(seconds.toFixed(2)),
    mib_per_second: Math.round(size / MIB / seconds),
    status: reply.status,
    size_bytes_reported: reported,
    rss_before_mib: Math.round(before / MIB),
    rss_peak_mib: Math.round(peak / MIB),
    rss_growth_mib: Math.round((peak - before) / MIB),
  };
}
