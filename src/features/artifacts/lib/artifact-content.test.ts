import { describe, expect, it } from 'vitest';
import { artifactRevisionSchema } from '@/lib/api/resources/artifact';
import { blobOf, downloadNameOf } from './artifact-content';
import * as v from '@/lib/valibot';

const revision = (fields: Record<string, unknown>) =>
  v.parse(artifactRevisionSchema, { artifact_id: 'a', ...fields });

describe('artifact content', () => {
  it('builds download blobs', async () => {
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
    expect(downloadNameOf(revision({ title: 'Ledger', content_type: 'text/csv' }), 3)).toBe('Ledger-v3.csv');
  });
});
