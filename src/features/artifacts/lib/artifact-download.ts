// What Download saves. A CSV or TSV artifact is saved re-quoted, with every cell a spreadsheet
// would run as a formula prefixed with ' (CSV injection): the agent's bytes never reach a
// spreadsheet unescaped. The table code is fetched only then; everything else is saved as it is.
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { DOWNLOAD_TYPE } from '@/lib/safe-blob';
import { textOf, viewerKindOf } from '@/domain/artifacts/artifact-kind';
import { blobOf, tableDelimiterOf } from './artifact-content';

export async function downloadBlobOf(revision: ArtifactRevision): Promise<Blob | undefined> {
  const delimiter = tableDelimiterOf(viewerKindOf(revision));
  const text = delimiter ? textOf(revision) : undefined;
  if (!delimiter || text === undefined) return blobOf(revision);
  const { safeTableExport } = await import('./table-source');
  return new Blob([await safeTableExport(text, delimiter)], { type: DOWNLOAD_TYPE });
}
