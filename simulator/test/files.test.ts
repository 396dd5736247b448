import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIALECTS } from '../dialects/types.ts';
import { startService, type TestService } from './harness.ts';
import { readError } from './dialect-reader.ts';
import { arr, at, str } from './json.ts';

/** A multipart body with parts in exactly the given order. */
function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]): {
  body: Buffer;
  type: string;
} {
  const boundary = `----sim${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

describe.each(DIALECTS)('files (%s)', (dialect) => {
  let svc: TestService;
  let dataDir: string;
  let sessionId: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sim-files-test-'));
    svc = await startService(dialect, { dataDir });
    sessionId = str((await svc.api('POST', '/v1/sessions')).body, 'id');
  });
  afterAll(async () => {
    await svc.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const upload = (parts: Parameters<typeof multipart>[0], key?: string) => {
    const { body, type } = multipart(parts);
    return svc.api('POST', '/v1/files', {
      raw: new Blob([new Uint8Array(body)]),
      headers: { 'Content-Type': type },
      ...(key ? { key } : {}),
    });
  };
  const storedFiles = (): string[] => readdirSync(join(dataDir, 'uploads'));

  it('stores an upload (fields first) and streams the same bytes back as an attachment', async () => {
    const bytes = randomBytes(300_000);
    const r = await upload([
      { name: 'session_id', value: sessionId },
      { name: 'filename', value: 'data.bin' },
      { name: 'content_type', value: 'application/x-custom' },
      { name: 'file', value: bytes, filename: 'ignored.bin' },
    ]);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      session_id: sessionId,
      filename: 'data.bin',
      content_type: 'application/x-custom',
      size_bytes: bytes.length,
      path: 'uploads/data.bin',
      kind: 'upload',
      version: 1,
      pinned: false,
    });
    expect(Date.parse(str(r.body, 'created_at'))).not.toBeNaN();
    const res = await fetch(`${svc.url}/v1/files/${str(r.body, 'id')}/content`, {
      headers: { Authorization: 'Bearer aws_demo_key' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-custom');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="data.bin"; filename*=UTF-8''data.bin`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('accepts fields after the file and makes unsafe names safe', async () => {
    const r = await upload([
      { name: 'file', value: 'hello', filename: 'x' },
      { name: 'session_id', value: sessionId },
      { name: 'filename', value: '../../etc/rapport "été".txt' },
      { name: 'content_type', value: 'text/plain; charset=utf-8' },
    ]);
    expect(r.status).toBe(201);
    expect(at(r.body, 'filename')).toBe('rapport "été".txt');
    expect(at(r.body, 'path')).toBe('uploads/rapport "été".txt');
    const res = await svc.api('GET', `/v1/files/${str(r.body, 'id')}/content`);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="rapport __t__.txt"; filename*=UTF-8''rapport%20%22%C3%A9t%C3%A9%22.txt`,
    );
    expect(res.body).toBe('hello');
  });

  it('validates a session_id sent after the file, and deletes the bytes it refused', async () => {
    const before = storedFiles().length;
    const foreign = str((await svc.api('POST', '/v1/sessions', { key: 'aws_other_key' })).body, 'id');
    for (const sid of [foreign, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const r = await upload([
        { name: 'file', value: randomBytes(10_000), filename: 'a.bin' },
        { name: 'session_id', value: sid },
        { name: 'filename', value: 'a.bin' },
        { name: 'content_type', value: 'application/octet-stream' },
      ]);
      expect(r.status).toBe(404);
      readError(dialect, r);
    }
    expect(storedFiles().length).toBe(before);
    const dump = await svc.control('dump');
    expect(arr(dump.body, 'files').every((f) => at(f, 'session_id') === sessionId)).toBe(true);
  });

  it('refuses missing parts (400), a wrong content type (415) and a body over 2 GiB (413)', async () => {
    const noSession = await upload([
      { name: 'filename', value: 'a' },
      { name: 'file', value: 'x', filename: 'a' },
    ]);
    expect(noSession.status).toBe(400);
    expect(readError(dialect, noSession).path).toBe('session_id');
    const noFile = await upload([
      { name: 'session_id', value: sessionId },
      { name: 'filename', value: 'a' },
    ]);
    expect(noFile.status).toBe(400);
    expect(readError(dialect, noFile).path).toBe('file');
    const badType = await upload([
      { name: 'session_id', value: sessionId },
      { name: 'content_type', value: 'not a type\r\nX: y' },
      { name: 'file', value: 'x', filename: 'a' },
    ]);
    expect(readError(dialect, badType).path).toBe('content_type');
    const json = await svc.api('POST', '/v1/files', { body: { session_id: sessionId } });
    expect(json.status).toBe(415);
    readError(dialect, json);
    const huge = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${svc.url}/v1/files`, {
        method: 'POST',
        headers: {
          Authorization: 'Bearer aws_demo_key',
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(3 * 1024 ** 3),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => {
          body += c.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toContain('2 GiB');
    expect(storedFiles().every((name) => name.endsWith('.bin'))).toBe(true);
  });
});
