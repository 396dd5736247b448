// Saving bytes the service or an agent produced. Names are untrusted: path separators, control
// and reserved characters, leading dots and Windows device names are stripped, so a file named
// "../../.bashrc" or "CON" is saved as something harmless.
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const MAX_LENGTH = 150;

export function safeFilename(name: string | undefined, fallback = 'download'): string {
  let clean = (name ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (RESERVED.test(clean)) clean = `_${clean}`;
  if (clean.length > MAX_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
    clean = clean.slice(0, MAX_LENGTH - extension.length) + extension;
  }
  return clean || fallback;
}

/** Saves a Blob through a temporary link; the object URL is released once the save has begun. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFilename(filename);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
