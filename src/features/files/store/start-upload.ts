// Starts, cancels and retries uploads. Progress is written to the store only when the whole
// percentage changes, so a fast upload does not re-render the chat thousands of times.
import { uploadFile } from '../api/upload-file';
import { isApiError } from '@/lib/api/errors';
import { useUploadsStore } from './uploads-store';

const controllers = new Map<string, AbortController>();

function newLocalId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

function run(localId: string) {
  const { actions, active } = useUploadsStore.getState();
  const upload = active[localId];
  if (!upload) return;
  const controller = new AbortController();
  controllers.set(localId, controller);
  let lastPercent = -1;
  uploadFile({
    chatId: upload.chatId,
    file: upload.file,
    signal: controller.signal,
    onProgress: (loaded, total) => {
      const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
      if (percent === lastPercent) return;
      lastPercent = percent;
      actions.progress(localId, loaded, total);
    },
  }).then(
    (record) => {
      controllers.delete(localId);
      actions.finish(localId, {
        fileId: record.id,
        filename: record.filename ?? upload.file.name,
        sizeBytes: record.size_bytes ?? upload.file.size,
        contentType: record.content_type ?? (upload.file.type || undefined),
        finishedAt: record.created_at ?? new Date().toISOString(),
      });
    },
    (error: unknown) => {
      controllers.delete(localId);
      if (isApiError(error) && error.kind === 'aborted') return; // cancelled: already dropped
      actions.fail(localId, error instanceof Error ? error.message : String(error));
    },
  );
}

export function startUploads(chatId: string, files: readonly File[]) {
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
}

export function cancelUpload(localId: string) {
  controllers.get(localId)?.abort();
  controllers.delete(localId);
  useUploadsStore.getState().actions.drop(localId);
}

export function retryUpload(localId: string) {
  const upload = useUploadsStore.getState().active[localId];
  if (!upload || upload.state !== 'failed') return;
  useUploadsStore.getState().actions.begin({ ...upload, loaded: 0, state: 'uploading', error: undefined });
  run(localId);
}
