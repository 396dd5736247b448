// Saving bytes the service or an agent produced. Names are untrusted: path separators, control
// and reserved characters, leading dots and Windows device names are stripped (percent-escaped
// ones too), so a file named "../../.bashrc", "..%2F.bashrc" or "CON" is saved as something harmless.
import { downloadableBlob } from './safe-blob';

// Windows also reserves COM and LPT with a superscript digit (COM¹, LPT³).
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
const MAX_LENGTH = 150;

const MAX_DECODE_PASSES = 3;

/**
 * Percent-escapes are decoded first (a few passes, for names escaped twice), so an escaped
 * separator is treated like the separator it stands for and the saved name reads as plain text:
 * "..%2F..%2Fetc%2Fpasswd" is "../../etc/passwd" before the rules below make it harmless.
 * A malformed escape is left as it is.
 */
function decodePercentEscapes(name: string): string {
  let current = name;
  for (let pass = 0; pass < MAX_DECODE_PASSES; pass += 1) {
    const next = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

const PADDING = /[\s.]/;

/** Spaces (any Unicode space) and dots off both ends, in linear time (`/[\s.]+$/` is quadratic). */
function trimPadding(name: string): string {
  let from = 0;
  let to = name.length;
  while (from < to && PADDING.test(name.charAt(from))) from += 1;
  while (to > from && PADDING.test(name.charAt(to - 1))) to -= 1;
  return name.slice(from, to);
}

export function safeFilename(name: string | undefined, fallback = 'download'): string {
  let clean = decodePercentEscapes(name ?? '')
    .normalize('NFC')
    // Controls, zero-width and bidirectional marks (U+061C Arabic letter mark included), the
    // byte-order mark, and characters that show as nothing (soft hyphen, Mongolian vowel
    // separator, combining grapheme joiner, Hangul and Khmer fillers, the tag characters), which
    // would hide or reorder what the name shows.
    .replace(
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]|\u034f|\u17b4|\u17b5/gu,
      '',
    )
    .replace(/[\\/:*?"<>|]/g, '_')
    // Runs of spaces collapse to one, so "invoice.pdf          .exe" cannot push its real
    // extension out of sight.
    .replace(/\s+/g, ' ');
  clean = trimPadding(clean);
  if (RESERVED.test(clean)) clean = `_${clean}`;
  if (clean.length > MAX_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
    clean = clean.slice(0, MAX_LENGTH - extension.length) + extension;
  }
  return clean || fallback;
}

/**
 * Saves a Blob through a temporary link; the object URL is released once the save has begun. The
 * bytes are re-typed `application/octet-stream` (the `download` attribute names the file), so the
 * URL, if opened rather than saved, renders nothing in this origin.
 */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(downloadableBlob(blob));
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
