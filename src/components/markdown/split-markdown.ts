// A long markdown text is parsed in pieces: micromark's time grows faster than the text (here
// 8 KB took about 0.1 s, 64 KB 1.3 s, 1 MB two minutes), so one long reply would hold the page for
// as long. Pieces of a few KB parse in a few milliseconds each, in time linear in the text, and a
// page can show each as it is ready. A piece ends only at a blank line outside fenced code whose
// next line starts at the margin, where a new block starts anyway. What a split costs: a loose
// list or a quote with blank lines may become two (they render the same, but for the gap), and a
// reference link whose definition is in another piece shows as its text.

import { PIECE_CHARS } from './piece-size';

// A backtick fence's info string has no backtick (```` ```npm i``` ```` is inline code, not a fence).
const FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;

/** Splits `text` at top-level block boundaries into pieces of about `size` characters. */
export function splitMarkdown(text: string, size = PIECE_CHARS): string[] {
  if (text.length <= size) return [text];
  const pieces: string[] = [];
  let fence: string | undefined; // the open fence's marker, while inside one
  let start = 0;
  let lineStart = 0;
  let previousBlank = false;
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const blank = line.trim() === '';
    if (
      fence === undefined &&
      previousBlank &&
      !blank &&
      lineStart - start >= size &&
      line[0] !== ' ' &&
      line[0] !== '\t'
    ) {
      pieces.push(text.slice(start, lineStart));
      start = lineStart;
    }
    const marker = FENCE.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
    }
    previousBlank = blank && fence === undefined;
    lineStart = lineEnd + 1;
  }
  pieces.push(text.slice(start));
  return pieces;
}
