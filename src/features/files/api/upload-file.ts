// The upload mutation: one file to the service, with its progress. The sending itself
// (send-upload.ts: XMLHttpRequest, the answer's checks) is fetched with the first file, since a
// chat's first visit uploads nothing.
import { mutationOptions } from '@tanstack/react-query';
import type { FileRecord } from '@/lib/api/resources/file';

export interface UploadRequest {
  /** The upload on this device that this request is for. */
  localId: string;
  chatId: string;
  file: File;
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}

export const uploadFileMutation = () =>
  mutationOptions({
    mutationKey: ['files', 'upload'] as const,
    mutationFn: async (request: UploadRequest): Promise<FileRecord | undefined> =>
      (await import('./send-upload')).sendUpload(request),
  });
