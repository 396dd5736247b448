import { apiFetch } from '@/lib/api/client';
import { readBlobCapped } from '@/lib/api/read-capped';
import { saveFile } from '@/lib/save-file';

/** Fetches an uploaded file's bytes with the key and saves them under a safe name. */
export async function downloadFile(fileId: string, filename: string): Promise<void> {
  const response = await apiFetch(`/v1/files/${encodeURIComponent(fileId)}/content`, {
    timeoutMs: 10 * 60_000,
  });
  await saveFile(await readBlobCapped(response, 'download'), filename);
}

export function fileContentPath(fileId: string): string {
  return `/v1/files/${encodeURIComponent(fileId)}/content`;
}
