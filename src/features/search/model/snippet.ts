// The few words around a match that a result shows, and the split of a text into matched and
// plain parts for highlighting. Matching is case-insensitive on the original text (no lower-cased
// copy whose indexes could differ from it), and every part stays plain text.
export const BEFORE = 60;
export const LENGTH = 180;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern that finds any of `terms`, longest first; undefined when there are none. */
function termsPattern(terms: readonly string[]): RegExp | undefined {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  return usable.length ? new RegExp(usable.map(escapeRegExp).join('|'), 'giu') : undefined;
}

/** Where the window of `text` around the first of `terms` starts and ends. */
export function windowOf(text: string, terms: readonly string[], before = BEFORE, length = LENGTH) {
  const pattern = termsPattern(terms);
  const at = pattern ? (pattern.exec(text)?.index ?? 0) : 0;
  let start = Math.max(0, at - before);
  if (start > 0) {
    // From the first whole word of the window, not from inside one.
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < at) start = space + 1;
  }
  return { start, end: Math.min(text.length, start + length) };
}

/** One line of `text` around the first of `terms`, or its start when none is in it. */
export function snippetOf(text: string, terms: readonly string[]): string {
  if (!text) return '';
  const { start, end } = windowOf(text, terms);
  // Lines (a job's description, last activity, failure reason) stay apart as a line's parts.
  const line = text
    .slice(start, end)
    .replace(/\s*\n\s*/g, ' · ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${start > 0 ? '…' : ''}${line}${end < text.length ? '…' : ''}`;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** `text` cut into plain and matched parts, in order; joined they give `text` back. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termsPattern(terms);
  if (!pattern || !text) return text ? [{ text, match: false }] : [];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found[0].length === 0) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
