// Runs one upload through the upload mutation (api/upload-file) and writes its lifecycle into the
// uploads store: progress (only when the whole percentage changes, so a fast upload does not
// re-render the chat thousands of times), failure, the finished file. Fetched with the first file
// (use-uploads.ts), since a chat's first visit uploads nothing.
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/errors';
import { errorMessage } from '@/lib/error-message';
import { runMutation } from '@/lib/run-mutation';
import { uploadFileMutation, type UploadRequest } from '../api/upload-file';
import type { useUploadsStore } from '../store/uploads-store';

type UploadsStore = typeof useUploadsStore;

function progressWriter(store: UploadsStore, localId: string): UploadRequest['onProgress'] {
  let lastPercent = -1;
  return (loaded, total) => {
    const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
    if (percent === lastPercent) return;
    lastPercent = percent;
    store.getState().actions.progress(localId, loaded, total);
  };
}

interface Uploads {
  /** The uploads store, handed in by use-uploads.ts: imported here, it would leave the chat's
   * chunk for a file of its own that every chat's first visit fetches. */
  store: UploadsStore;
  /** The abort handle of each upload in flight. */
  controllers: Map<string, AbortController>;
}

/** Sends the upload `localId` if it is still in the store (not cancelled while this came). */
export function runUpload(queryClient: QueryClient, localId: string, { store, controllers }: Uploads) {
  const upload = store.getState().active[localId];
  if (!upload) return;
  const controller = new AbortController();
  controllers.set(localId, controller);
  const sent = runMutation(
    queryClient,
    {
      ...uploadFileMutation(),
      // On the mutation itself, not on `mutate`: it runs for every upload, even after the chat is left.
      onSettled: (record, error, { file }) => {
        controllers.delete(localId);
        const { actions } = store.getState();
        if (record) {
          actions.finish(localId, {
            fileId: record.id,
            filename: record.filename ?? file.name,
            sizeBytes: record.sizeBytes ?? file.size,
            contentType: record.contentType ?? (file.type || undefined),
            finishedAt: record.createdAt ?? new Date().toISOString(),
          });
        } else if (!error) {
          // Taken, but its answer could not be read: done, and not offered for a second upload.
          actions.drop(localId);
        } else if (!(isApiError(error) && error.kind === 'aborted')) {
          actions.fail(localId, errorMessage(error)); // a cancelled one was already dropped
        }
      },
    },
    {
      localId,
      chatId: upload.chatId,
      file: upload.file,
      signal: controller.signal,
      onProgress: progressWriter(store, localId),
    },
  );
  // The outcome is the store's (onSettled above); the promise's rejection says nothing more.
  sent.catch(() => undefined);
}
