// JSON bodies: only `application/json` (or a `+json` type) when a body is present, at most 1 MiB,
// parsed before any handler touches state, so a bad request never changes anything.
import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.ts';
import { JSON_BODY_LIMIT, JSON_BODY_LIMIT_LABEL } from './limits.ts';

export function mediaType(req: IncomingMessage): string | undefined {
  return req.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function isJsonType(type: string | undefined): boolean {
  return type === 'application/json' || (type !== undefined && /^application\/[\w.-]+\+json$/.test(type));
}

function declaredLength(req: IncomingMessage): number | undefined {
  const raw = req.headers['content-length'];
  return raw === undefined ? undefined : Number(raw);
}

/** Resolves to `undefined` for an empty body. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const length = declaredLength(req);
  const hasBody = (length !== undefined && length > 0) || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return undefined;
  if (length !== undefined && length > JSON_BODY_LIMIT) throw HttpError.tooLarge(JSON_BODY_LIMIT_LABEL);
  const type = mediaType(req);
  if (!isJsonType(type)) throw HttpError.unsupportedType('application/json', type);
  const text = await readText(req);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unparseable';
    throw HttpError.badRequest(`The body is not valid JSON: ${reason}.`);
  }
}

/** Reads with listeners, not an async iterator: leaving an iterator early destroys the socket
 * before the 413 could be sent. Past the limit the rest is discarded. */
function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= JSON_BODY_LIMIT) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      reject(HttpError.tooLarge(JSON_BODY_LIMIT_LABEL));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}
