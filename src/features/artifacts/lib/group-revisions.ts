// The artifacts list holds one item per revision. Grouped here into one entry per artifact, its
// revisions in order: by `version` when the service numbers them, else by creation time, else
// by list order. "Version N of M" counts positions in that order, so gaps in numbering never
// read as "Version 5 of 3".
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { parseTime } from '@/lib/time';

export interface ArtifactGroup {
  artifactId: string;
  /** The newest revision's title: titles may change between revisions. */
  title: string;
  revisions: ArtifactRevision[];
}

function compareRevisions(
  a: { revision: ArtifactRevision; index: number },
  b: { revision: ArtifactRevision; index: number },
): number {
  const av = a.revision.version;
  const bv = b.revision.version;
  if (av !== undefined && bv !== undefined && av !== bv) return av - bv;
  const at = parseTime(a.revision.createdAt);
  const bt = parseTime(b.revision.createdAt);
  if (at !== undefined && bt !== undefined && at !== bt) return at - bt;
  return a.index - b.index;
}

export function groupRevisions(list: readonly ArtifactRevision[]): ArtifactGroup[] {
  const groups = new Map<string, { revision: ArtifactRevision; index: number }[]>();
  const seen = new Set<string>();
  list.forEach((revision, index) => {
    if (seen.has(revision.revisionId)) return;
    seen.add(revision.revisionId);
    const group = groups.get(revision.artifactId);
    if (group) group.push({ revision, index });
    else groups.set(revision.artifactId, [{ revision, index }]);
  });
  return [...groups.entries()].map(([artifactId, entries]) => {
    const revisions = entries.sort(compareRevisions).map((entry) => entry.revision);
    return { artifactId, title: revisions.at(-1)?.title ?? 'Untitled artifact', revisions };
  });
}
