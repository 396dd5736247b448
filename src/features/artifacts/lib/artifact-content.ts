// What a revision holds beyond its kind and text (domain/artifacts/artifact-kind.ts): the
// delimiter of a table, its bytes for download, and a safe name to save it under.
import { base64Bytes, viewerKindOf, type ViewerKind } from '@/domain/artifacts/artifact-kind';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { DOWNLOAD_TYPE } from '@/lib/safe-blob';
import type { Delimiter } from './table-data';

/** The delimiter of a kind shown as a table (CSV, TSV); undefined for every other kind. */
export function tableDelimiterOf(kind: ViewerKind): Delimiter | undefined {
  if (kind === 'csv') return ',';
  return kind === 'tsv' ? '\t' : undefined;
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
