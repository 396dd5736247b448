import { describe, expect, it, vi } from 'vitest';
import { artifactRevisionSchema } from '@/lib/api/resources/artifact';
import * as v from '@/lib/valibot';
import { isTextKind, textOf, viewerKindOf } from './artifact-kind';

const revision = (fields: Record<string, unknown>) =>
  v.parse(artifactRevisionSchema, { artifact_id: 'a', ...fields });

describe('artifact kind', () => {
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
  });

  it('reads text, decoding base64 when marked so; images, PDFs and bytes are not text', () => {
    expect(textOf(revision({ content: 'aGVsbG8=', encoding: 'base64' }))).toBe('hello');
    expect(textOf(revision({ content: 'plain' }))).toBe('plain');
    expect(textOf(revision({}))).toBeUndefined();
  });

  it('decodes only as much of a base64 body as the characters asked for need', () => {
    const text = 'é'.repeat(50_000);
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(text)));
    const wrapped = encoded.replace(/.{76}/g, '$&\n');
    const atob = vi.spyOn(globalThis, 'atob');
    expect(textOf(revision({ content: wrapped, encoding: 'base64' }), 1_000)).toBe('é'.repeat(1_000));
    expect(Math.max(...atob.mock.calls.map(([value]) => value.length))).toBeLessThan(6_000);
    atob.mockRestore();
    expect(textOf(revision({ content: wrapped, encoding: 'base64' }))).toBe(text);
    expect(textOf(revision({ content: 'plain text' }), 5)).toBe('plain');
    expect(['image', 'pdf', 'binary'].map((kind) => isTextKind(viewerKindOf(revision({ kind }))))).toEqual([
      false,
      false,
      false,
    ]);
    expect(isTextKind(viewerKindOf(revision({ kind: 'markdown', content: '#' })))).toBe(true);
  });
});
