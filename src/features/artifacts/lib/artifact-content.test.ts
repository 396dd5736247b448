import { describe, expect, it } from 'vitest';
import { artifactRevisionSchema } from '@/lib/api/resources/artifact';
import { blobOf, downloadNameOf, textOf, viewerKindOf } from './artifact-content';
import * as v from '@/lib/valibot';

const revision = (fields: Record<string, unknown>) =>
  v.parse(artifactRevisionSchema, { artifact_id: 'a', ...fields });

describe('artifact content', () => {
  it('picks the viewer from kind, then content type, then file name', () => {
    expect(viewerKindOf(revision({ kind: 'html' }))).toBe('html');
    expect(viewerKindOf(revision({ kind: 'weird', content_type: 'application/json', content: '{}' }))).toBe(
      'json',
    );
    expect(viewerKindOf(revision({ filename: 'notes.md', content: '#' }))).toBe('markdown');
    expect(viewerKindOf(revision({ filename: 'a.py', content: 'x' }))).toBe('code');
    expect(
      viewerKindOf(revision({ content_type: 'image/svg+xml', content: 'PHN2Zz4=', encoding: 'base64' })),
    ).toBe('image');
    expect(viewerKindOf(revision({ content: 'AAE=', encoding: 'base64' }))).toBe('binary');
    expect(viewerKindOf(revision({ content: 'plain' }))).toBe('text');
  });

  it('tells CSV, TSV and PDF apart by content type or file name, past a generic kind', () => {
    expect(viewerKindOf(revision({ kind: 'text', content_type: 'text/csv', content: 'a' }))).toBe('csv');
    expect(viewerKindOf(revision({ filename: 'data.CSV', content: 'a' }))).toBe('csv');
    expect(viewerKindOf(revision({ content_type: 'text/tab-separated-values', content: 'a' }))).toBe('tsv');
    expect(viewerKindOf(revision({ kind: 'text', filename: 'owners.tsv', content: 'a' }))).toBe('tsv');
    expect(
      viewerKindOf(
        revision({ kind: 'binary', content_type: 'application/pdf', content: 'JVBE', encoding: 'base64' }),
      ),
    ).toBe('pdf');
    expect(viewerKindOf(revision({ kind: 'markdown', filename: 'table.csv', content: 'a' }))).toBe(
      'markdown',
    );
    expect(downloadNameOf(revision({ title: 'Ledger', content_type: 'text/csv' }), 3)).toBe('Ledger-v3.csv');
  });

  it('decodes base64 text and builds download blobs', async () => {
    expect(textOf(revision({ content: 'aGVsbG8=', encoding: 'base64' }))).toBe('hello');
    expect(textOf(revision({ content: 'plain' }))).toBe('plain');
    const blob = blobOf(
      revision({ content: 'AAEC', encoding: 'base64', content_type: 'application/octet-stream' }),
    );
    expect(blob).toBeDefined();
    expect([...new Uint8Array(await (blob ?? new Blob()).arrayBuffer())]).toEqual([0, 1, 2]);
    expect(blobOf(revision({}))).toBeUndefined();
  });

  it('names downloads after the file and the revision', () => {
    expect(downloadNameOf(revision({ filename: 'report.md', kind: 'markdown' }), 2)).toBe('report-v2.md');
    expect(downloadNameOf(revision({ title: 'Data', kind: 'json' }), 1)).toBe('Data-v1.json');
  });
});
