// An artifact frame carries the whole revision: it goes at the end of its chat's artifact list.
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';

/**
 * Writes each revision into its chat's list (once); returns the lists to read once more: a read
 * out now (a chat's first, which has no list to write into yet, or a re-read) may have been
 * answered before the artifact was made, lands without it, and the stream never repeats a frame.
 */
export function writeArtifacts(
  queryClient: QueryClient,
  artifacts: readonly { chatId: string; revision: ArtifactRevision }[],
): (readonly unknown[])[] {
  const rereads: (readonly unknown[])[] = [];
  for (const { chatId, revision } of artifacts) {
    const key = sessionQueries.artifacts(chatId).queryKey;
    queryClient.setQueryData(key, (list: ArtifactRevision[] | undefined) =>
      list && !list.some((item) => item.revisionId === revision.revisionId) ? [...list, revision] : list,
    );
    if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') rereads.push(key);
  }
  return rereads;
}
