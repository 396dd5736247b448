// Starts, cancels and retries uploads. What the person sees of each (progress, failure, finished
// files) is client state in the uploads store; the sending (the upload mutation, upload-runner.ts)
// is fetched with the first file. An upload shows in the store at once, and fails there if that
// code cannot be fetched (offline).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '@/lib/error-message';
import { newLocalId } from '@/lib/local-id';
import { useUploadsStore } from '../store/uploads-store';

/** The abort handle of each upload in flight, kept beside the store rather than in it. */
const controllers = new Map<string, AbortController>();

function run(queryClient: QueryClient, localIds: readonly string[]) {
  import('./upload-runner').then(
    ({ runUpload }) => {
      for (const localId of localIds)
        runUpload(queryClient, localId, { store: useUploadsStore, controllers });
    },
    (error: unknown) => {
      const { active, actions } = useUploadsStore.getState();
      for (const localId of localIds) if (active[localId]) actions.fail(localId, errorMessage(error));
    },
  );
}

export function useUploads() {
  const queryClient = useQueryClient();

  const start = useCallback(
    (chatId: string, files: readonly File[]) => {
      const { actions } = useUploadsStore.getState();
      const localIds = files.map((file) => {
        const localId = newLocalId();
        actions.begin({
          localId,
          chatId,
          file,
          loaded: 0,
          total: file.size,
          state: 'uploading',
          error: undefined,
        });
        return localId;
      });
      run(queryClient, localIds);
    },
    [queryClient],
  );

  const retry = useCallback(
    (localId: string) => {
      const upload = useUploadsStore.getState().active[localId];
      if (!upload || upload.state !== 'failed') return;
      useUploadsStore
        .getState()
        .actions.begin({ ...upload, loaded: 0, state: 'uploading', error: undefined });
      run(queryClient, [localId]);
    },
    [queryClient],
  );

  return { start, retry, cancel: cancelUpload };
}

function cancelUpload(localId: string) {
  controllers.get(localId)?.abort();
  controllers.delete(localId);
  useUploadsStore.getState().actions.drop(localId);
}
