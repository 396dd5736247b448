// Saving bytes from a screen that shows no file until someone asks: the safe-name rules and the
// re-typing of the bytes (download.ts, safe-blob.ts) are fetched with the first save, since a
// first visit saves nothing.

/** Saves `blob` under a safe version of `filename` (lib/download.ts's saveBlob). */
export async function saveFile(blob: Blob, filename: string): Promise<void> {
  const { saveBlob } = await import('./download');
  saveBlob(blob, filename);
}
