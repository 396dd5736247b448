// Cursors are opaque to clients but simple here: base64url of the next offset. A cursor that does
// not decode is a client bug, so it is a 400 rather than a silent first page.
import { HttpError } from '../http/errors.ts';
import { PAGE_SIZE } from './types.ts';

export interface Page<T> {
  items: T[];
  nextOffset: number | null;
}

export function pageAt<T>(items: readonly T[], offset: number): Page<T> {
  const end = offset + PAGE_SIZE;
  return { items: items.slice(offset, end), nextOffset: end < items.length ? end : null };
}

export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string | null): number {
  if (cursor === null || cursor === '') return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1])
    throw HttpError.badRequest(`The cursor "${cursor}" is not one this service issued.`, { path: 'cursor' });
  return Number(match[1]);
}

export function decodePage(page: string | null): number {
  if (page === null || page === '') return 1;
  if (!/^[1-9]\d{0,8}$/.test(page))
    throw HttpError.badRequest(`page must be a positive integer, not "${page}".`, { path: 'page' });
  return Number(page);
}
