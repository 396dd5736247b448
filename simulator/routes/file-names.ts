// Names and types that reach response headers. A filename keeps only its last path segment and
// loses control characters; the header carries an ASCII fallback plus the RFC 5987 UTF-8 form.
import { HttpError } from '../http/errors.ts';

// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;
const TOKEN = '[a-z0-9!#$&^_.+-]+';
const CONTENT_TYPE_RE = new RegExp(
  `^${TOKEN}/${TOKEN}(\\s*;\\s*${TOKEN}=(${TOKEN}|"[^"\\\\\\r\\n]*"))*$`,
  'i',
);

export function safeFilename(raw: string): string {
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(CONTROL_CHARS, '').trim().slice(0, 255);
  if (name === '' || name === '.' || name === '..')
    throw HttpError.badRequest('filename must name a file.', { path: 'filename' });
  return name;
}

export function safeContentType(raw: string): string {
  const type = raw.trim();
  if (!CONTENT_TYPE_RE.test(type))
    throw HttpError.badRequest(`content_type "${raw.slice(0, 100)}" is not a media type.`, {
      path: 'content_type',
    });
  return type;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}
