// What an artifact revision is, as every screen reads it: its kind (from `kind`, the content type,
// or the file name), and its text when it is text. The artifact viewer shows a revision by this
// kind, and the search index reads the same text (Markdown as Markdown), so the two never disagree.
import type { ArtifactRevision } from '@/lib/api/resources/artifact';

export type ViewerKind =
  'markdown' | 'html' | 'code' | 'json' | 'text' | 'csv' | 'tsv' | 'pdf' | 'image' | 'binary';

const KINDS: readonly ViewerKind[] = [
  'markdown',
  'html',
  'code',
  'json',
  'text',
  'csv',
  'tsv',
  'pdf',
  'image',
  'binary',
];
/** Kinds that say only "text" or "bytes": the content type or file name may say more. */
const GENERIC_KINDS = new Set<string>(['text', 'binary']);

function documentKindOf(type: string, name: string): ViewerKind | undefined {
  if (type.includes('tab-separated') || /\.tsv$/i.test(name)) return 'tsv';
  if (type.includes('csv') || /\.csv$/i.test(name)) return 'csv';
  if (type.includes('pdf') || /\.pdf$/i.test(name)) return 'pdf';
  return undefined;
}

function isViewerKind(value: string | undefined): value is ViewerKind {
  return KINDS.some((kind) => kind === value);
}
const CODE_EXTENSIONS = /\.(ts|tsx|js|jsx|mjs|py|go|rs|java|sh|css|sql|ya?ml|c|cpp|h|rb|php|kt|swift)$/i;

export function viewerKindOf(revision: ArtifactRevision): ViewerKind {
  const kind = revision.kind?.toLowerCase();
  const type = revision.contentType?.toLowerCase() ?? '';
  const name = revision.filename ?? revision.title;
  if (isViewerKind(kind) && !GENERIC_KINDS.has(kind)) return kind;
  const document = documentKindOf(type, name);
  if (document) return document;
  if (isViewerKind(kind)) return kind;
  if (type.includes('markdown') || /\.md$/i.test(name)) return 'markdown';
  if (type.includes('html') || /\.html?$/i.test(name)) return 'html';
  if (type.includes('json') || /\.json$/i.test(name)) return 'json';
  if (type.startsWith('image/')) return 'image';
  if (CODE_EXTENSIONS.test(name) || /javascript|typescript|python|x-sh/.test(type)) return 'code';
  if (type.startsWith('text/')) return 'text';
  if (revision.encoding === 'base64') return 'binary';
  return revision.content !== undefined ? 'text' : 'binary';
}

export function isTextKind(kind: ViewerKind): boolean {
  return kind !== 'image' && kind !== 'binary' && kind !== 'pdf';
}

export function base64Bytes(value: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(value.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

/** Base64 characters that hold at least `chars` characters of UTF-8 text (4 bytes each at most). */
const base64For = (chars: number) => Math.ceil((4 * chars) / 3) * 4;

/**
 * The revision's text, decoding base64 when it is marked so; undefined when it has none. With
 * `maxChars`, at most that many characters: a base64 body is decoded only as far as they need.
 */
export function textOf(revision: ArtifactRevision, maxChars = Infinity): string | undefined {
  const content = revision.content;
  if (content === undefined) return undefined;
  if (revision.encoding !== 'base64') return content.length > maxChars ? content.slice(0, maxChars) : content;
  let encoded = content;
  if (Number.isFinite(maxChars)) {
    const wanted = base64For(maxChars);
    // Line breaks (MIME wraps at 76) are left out before the cut, from a little more than wanted.
    encoded = content.slice(0, wanted + Math.ceil(wanted / 32)).replace(/\s+/g, '');
    if (encoded.length > wanted) encoded = encoded.slice(0, wanted);
  }
  const bytes = base64Bytes(encoded);
  if (!bytes) return undefined;
  // A cut through a character's bytes drops that character rather than showing a broken one.
  const text = new TextDecoder().decode(bytes, { stream: encoded.length < content.length });
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}
