// Starts, cancels and retries uploads through the upload mutation (api/upload-file). The
// upload's lifecycle shown on screen (progress, failure, finished files) is client state in the
// uploads store. Progress is written there only when the whole percentage changes, so a fast
// upload does not re-render the chat thousands of times.
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '@/lib/api/errors';
import { errorMessage } from '@/lib/error-message';
import { newLocalId } from '@/lib/local-id';
import { uploadFileMutation, type UploadRequest } from '../api/upload-file';
import { useUploadsStore } from '../store/uploads-store';

/** The abort handle of each upload in flight, kept beside the store rather than in it. */
const controllers = new Map<string, AbortController>();

function progressWriter(localId: string): UploadRequest['onProgress'] {
  let lastPercent = -1;
  return (loaded, total) => {
    const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
    if (percent === lastPercent) return;
    lastPercent = percent;
    useUploadsStore.getState().actions.progress(localId, loaded, total);
  };
}

export function useUploads() {
  const { mutate } = useMutation({
    ...uploadFileMutation(),
    // On the mutation itself, not on `mutate`: it runs for every upload, even after the chat is left.
    onSettled: (record, error, { localId, file }) => {
      controllers.delete(localId);
      const { actions } = useUploadsStore.getState();
      if (record) {
        actions.finish(localId, {
          fileId: record.id,
          filename: record.filename ?? file.name,
          sizeBytes: record.sizeBytes ?? file.size,
          contentType: record.contentType ?? (file.type || undefined),
          finishedAt: record.createdAt ?? new Date().toISOString(),
        });
      } else if (!(isApiError(error) && error.kind === 'aborted')) {
        actions.fail(localId, errorMessage(error)); // a cancelled one was already dropped
      }
    },
  });

  const run = useCallback(
    (localId: string) => {
      const upload = useUploadsStore.getState().active[localId];
      if (!upload) return;
      const controller = new AbortController();
      controllers.set(localId, controller);
      mutate({
        localId,
        chatId: upload.chatId,
        file: upload.file,
        signal: controller.signal,
        onProgress: progressWriter(localId),
      });
    },
    [mutate],
  );

  const start = useCallback(
    (chatId: string, files: readonly File[]) => {
      const { actions } = useUploadsStore.getState();
      for (const file of files) {
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
        run(localId);
      }
    },
    [run],
  );

  const retry = useCallback(
    (localId: string) => {
      const upload = useUploadsStore.getState().active[localId];
      if (!upload || upload.state !== 'failed') return;
      useUploadsStore
        .getState()
        .actions.begin({ ...upload, loaded: 0, state: 'uploading', error: undefined });
      run(localId);
    },
    [run],
  );

  return { start, retry, cancel: cancelUpload };
}

function cancelUpload(localId: string) {
  controllers.get(localId)?.abort();
  controllers.delete(localId);
  useUploadsStore.getState().actions.drop(localId);
}
