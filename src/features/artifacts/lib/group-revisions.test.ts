import { describe, expect, it } from 'vitest';
import { artifactRevisionSchema } from '@/lib/api/resources/artifact';
import { groupRevisions } from './group-revisions';
import * as v from '@/lib/valibot';

const revision = (fields: Record<string, unknown>) => v.parse(artifactRevisionSchema, fields);

describe('groupRevisions', () => {
  it('lists each artifact once with its revisions ordered by version', () => {
    const groups = groupRevisions([
      revision({ id: 'r2', artifact_id: 'a', version: 2, title: 'Report v2' }),
      revision({ id: 'x1', artifact_id: 'b', version: 1, title: 'Data' }),
      revision({ id: 'r1', artifact_id: 'a', version: 1, title: 'Report' }),
      revision({ id: 'r3', artifact_id: 'a', version: 3, title: 'Report v3' }),
    ]);
    expect(groups.map((g) => g.artifactId)).toEqual(['a', 'b']);
    expect(groups[0]?.revisions.map((r) => r.revisionId)).toEqual(['r1', 'r2', 'r3']);
    expect(groups[0]?.title).toBe('Report v3');
  });

  it('orders unnumbered revisions by creation time, then by list order', () => {
    const groups = groupRevisions([
      revision({ id: 'late', artifact_id: 'a', created_at: '2025-01-02T00:00:00Z' }),
      revision({ id: 'early', artifact_id: 'a', created_at: '2025-01-01T00:00:00Z' }),
      revision({ id: 'first', artifact_id: 'b' }),
      revision({ id: 'second', artifact_id: 'b' }),
    ]);
    expect(groups[0]?.revisions.map((r) => r.revisionId)).toEqual(['early', 'late']);
    expect(groups[1]?.revisions.map((r) => r.revisionId)).toEqual(['first', 'second']);
  });

  it('drops a revision listed twice (a stream frame and a re-read)', () => {
    const groups = groupRevisions([
      revision({ id: 'r1', artifact_id: 'a', version: 1 }),
      revision({ id: 'r1', artifact_id: 'a', version: 1 }),
    ]);
    expect(groups[0]?.revisions).toHaveLength(1);
  });

  it('groups by artifact key when there is no artifact_id', () => {
    const groups = groupRevisions([
      revision({ id: '1', key: 'k', version: 1 }),
      revision({ id: '2', key: 'k', version: 2 }),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.revisions).toHaveLength(2);
  });

  it('returns nothing for no revisions', () => {
    expect(groupRevisions([])).toEqual([]);
  });
});
