// Response bodies are read as streams with a cap on their size, per kind: a faulty proxy or
// service that sends a huge or endless answer ends in a clear ApiError naming the size, never in
// a tab that runs out of memory. A `Content-Length` above the cap is refused before any byte is
// read; otherwise the read stops (and the body is cancelled) as soon as the cap is passed.
import { ApiError } from './errors';

const MB = 1024 * 1024;

/** The most bytes the app reads for each kind of answer. */
export const BODY_CAPS = {
  /** One page of a list (20 or so items, each of which may carry a long message or artifact). */
  page: 32 * MB,
  /** One resource: a job, a session, a message, a workflow, an error body. */
  item: 8 * MB,
  /** A file's bytes, saved from memory. */
  download: 256 * MB,
  /** An image in a message, shown from memory. */
  image: 16 * MB,
} as const;

export type BodyKind = keyof typeof BODY_CAPS;

const SERVICE = "The service's answer";

function describeSize(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The error for an answer past its cap (also for reads that are not a Response's, like an XHR's). */
export function tooLargeError(cap: number, status: number, source = SERVICE): ApiError {
  return new ApiError({
    kind: 'too-large',
    status,
    hint: `${source} was larger than ${describeSize(cap)}; the app stopped reading it. The service or a proxy in between may be at fault.`,
  });
}

/** The body's bytes, at most `cap` of them; throws ApiError (`too-large`) past that. */
export async function readBytesCapped(
  response: Response,
  cap: number,
  source = SERVICE,
): Promise<Uint8Array<ArrayBuffer>[]> {
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > cap) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLargeError(cap, response.status, source);
  }
  if (!response.body) return [];
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      throw tooLargeError(cap, response.status, source);
    }
    chunks.push(value);
  }
  return chunks;
}

/** The body as text (UTF-8), read with the cap of its kind. */
export async function readTextCapped(response: Response, kind: BodyKind): Promise<string> {
  const chunks = await readBytesCapped(response, BODY_CAPS[kind]);
  const decoder = new TextDecoder();
  let text = '';
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** The body as a Blob of the response's type, read with the cap of its kind. */
export async function readBlobCapped(response: Response, kind: BodyKind, source = SERVICE): Promise<Blob> {
  const chunks = await readBytesCapped(response, BODY_CAPS[kind], source);
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}
