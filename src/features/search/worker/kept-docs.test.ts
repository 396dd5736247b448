import { describe, expect, it } from 'vitest';
import { artifactDoc, messageDoc } from '../model/search-documents';
import { buildArtifactRevision, buildMessage } from '@/testing/builders';
import { parseKeptDoc } from './kept-docs';

describe('kept search documents', () => {
  it('come back as they were written, Markdown marked as Markdown', () => {
    const docs = [
      messageDoc('c1', buildMessage('m1', 'agent', '**Otter** census')),
      messageDoc('c1', buildMessage('m2', 'user', '2*3*4 = 24')),
      artifactDoc('c1', buildArtifactRevision({ content: '# Ledger' })),
    ];
    const stored: unknown = structuredClone(docs);
    expect(Array.isArray(stored) && stored.map(parseKeptDoc)).toEqual(docs);
    expect(docs.map((doc) => doc?.markdown)).toEqual([true, undefined, true]);
  });

  it('leaves out what another build (or a tampered store) wrote in another shape', () => {
    expect(parseKeptDoc({ key: 'k', kind: 'job' })).toBeUndefined();
    expect(parseKeptDoc({ key: 1, kind: 'chat' })).toBeUndefined();
    const doc = messageDoc('c1', buildMessage('m1', 'agent', 'hi'));
    expect(parseKeptDoc({ ...doc, markdown: 'yes' })).toEqual({ ...doc, markdown: undefined });
  });
});
