// Content negotiation for precompressed files, as a static host or CDN does it: the build writes
// `<file>.br` and `<file>.gz` beside each text asset (scripts/vite-first-visit.ts); a request
// gets brotli when its Accept-Encoding takes it, else gzip, else the file as it is.
import { existsSync } from 'node:fs';

/** The precompressed sibling (`.br`, `.gz`, written by the build) the request accepts, if any. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  file: string,
  exists: (path: string) => boolean = existsSync,
): { path: string; encoding?: 'br' | 'gzip' } {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br') && exists(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' };
  if (takes('gzip') && exists(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' };
  return { path: file };
}
