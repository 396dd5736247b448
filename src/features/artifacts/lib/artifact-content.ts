// What a revision is and holds: its viewer kind (from `kind`, the content type, or the file
// name), its text when it is text, its bytes for download, and a safe name to save it under.
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { DOWNLOAD_TYPE } from '@/lib/safe-blob';
import type { Delimiter } from './table-data';

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

/** The delimiter of a kind shown as a table (CSV, TSV); undefined for every other kind. */
export function tableDelimiterOf(kind: ViewerKind): Delimiter | undefined {
  if (kind === 'csv') return ',';
  return kind === 'tsv' ? '\t' : undefined;
}

export function isTextKind(kind: ViewerKind): boolean {
  return kind !== 'image' && kind !== 'binary' && kind !== 'pdf';
}

function base64Bytes(value: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(value.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

/** The revision's text, decoding base64 when it is marked so; undefined when it has none. */
export function textOf(revision: ArtifactRevision): string | undefined {
  if (revision.content === undefined) return undefined;
  if (revision.encoding !== 'base64') return revision.content;
  const bytes = base64Bytes(revision.content);
  return bytes ? new TextDecoder().decode(bytes) : undefined;
}

/**
 * The revision's bytes as a Blob, for download or an image; undefined when it carries no content.
 * Never typed as the service says: a blob URL of `text/html` or `image/svg+xml` opened in a tab
 * would run the agent's script in this origin. Downloads save these bytes as they are; images go
 * through `displayableImage` (lib/safe-blob.ts), which proves or rasterises them first.
 */
export function blobOf(revision: ArtifactRevision): Blob | undefined {
  if (revision.content === undefined) return undefined;
  const type = DOWNLOAD_TYPE;
  if (revision.encoding === 'base64') {
    const bytes = base64Bytes(revision.content);
    return bytes ? new Blob([bytes], { type }) : undefined;
  }
  return new Blob([revision.content], { type });
}

const EXTENSIONS: Record<ViewerKind, string> = {
  markdown: '.md',
  html: '.html',
  code: '.txt',
  json: '.json',
  text: '.txt',
  csv: '.csv',
  tsv: '.tsv',
  pdf: '.pdf',
  image: '',
  binary: '.bin',
};

export function downloadNameOf(revision: ArtifactRevision, position: number): string {
  const base = revision.filename ?? revision.title;
  const hasExtension = /\.[a-z0-9]{1,8}$/i.test(base);
  const stem = hasExtension
    ? base.replace(/(\.[a-z0-9]{1,8})$/i, `-v${position}$1`)
    : `${base}-v${position}${EXTENSIONS[viewerKindOf(revision)]}`;
  return stem;
}
