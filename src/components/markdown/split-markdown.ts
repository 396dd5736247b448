// A long markdown text is parsed in pieces: micromark's time grows faster than the text, so one
// long reply parsed whole would hold the page for seconds.
// Pieces of a few KB parse in a few milliseconds each, in time linear in the text.
//
// Where a piece ends, best first: at a blank line outside fenced code whose next line starts at
// the margin (a new block starts there anyway); failing that, before a line at the margin (a log
// with no blank line); failing that, before any line; and a single line longer than a piece is cut
// after a space. Fenced code is never cut at the margin rule: a fence too long for one piece is cut
// at a line end and the next piece is parsed under the same opening line, so its lines stay code.
// What a split costs: a paragraph, a loose list or a quote cut in two shows as two, and a
// reference link whose definition is in another piece shows as its text.

import { PIECE_CHARS } from './markdown-piece-length';

/** A piece of the text, and the fence opening line it is parsed under when it starts inside code. */
export interface MarkdownPiece {
  text: string;
  fence?: string;
}

// A backtick fence's info string has no backtick (```` ```npm i``` ```` is inline code, not a fence).
const FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
// A line of "=" or "-" under a paragraph makes it a heading: never cut before one.
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const INDENTED = /^(?: {4}| {0,3}\t)/;

/** The text source a piece is parsed from. */
export function pieceSource(piece: MarkdownPiece): string {
  return piece.fence === undefined ? piece.text : `${piece.fence}\n${piece.text}`;
}

/** Where to cut a line too long for a piece: after the last space before `limit`, or at it. */
function cutInLine(text: string, from: number, limit: number): number {
  const space = text.lastIndexOf(' ', limit - 1);
  if (space > from) return space + 1;
  const code = text.charCodeAt(limit - 1);
  // Never between the two halves of a surrogate pair.
  return code >= 0xd800 && code <= 0xdbff ? limit + 1 : limit;
}

/**
 * The pieces of `text`, of about `size` characters (rarely up to six times that), one by one: a
 * caller can split a text of megabytes a few pieces per task (splitting 5 MB at once takes about
 * 100 ms).
 */
export function* markdownPieces(text: string, size = PIECE_CHARS): Generator<MarkdownPiece, void> {
  if (text.length <= size) {
    yield { text };
    return;
  }
  const pieces: MarkdownPiece[] = []; // cut since the last yield
  let fence: { marker: string; line: string; contentFrom: number } | undefined; // the open fence, while inside one
  let pieceFence: string | undefined; // the fence line the current piece is parsed under
  let start = 0;
  let lineStart = 0;
  let previousBlank = false;
  const cut = (at: number, nextFence: string | undefined) => {
    if (at <= start) return;
    if (fence && at > fence.contentFrom) fence.contentFrom = at;
    pieces.push({ text: text.slice(start, at), ...(pieceFence === undefined ? {} : { fence: pieceFence }) });
    start = at;
    pieceFence = nextFence;
  };
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const blank = line.trim() === '';
    const marker = FENCE.exec(line)?.[1];
    const closes =
      fence !== undefined &&
      marker !== undefined &&
      marker[0] === fence.marker[0] &&
      marker.length >= fence.marker.length &&
      line.trim() === marker;
    const length = lineStart - start;
    const atMargin = line[0] !== ' ' && line[0] !== '\t' && !blank;
    // With this line, the piece would pass twice the size.
    const long = lineEnd - start > size * 2;
    if (fence !== undefined) {
      // Only a fence a piece long is cut (a short one goes whole into a piece), and never right
      // after its opening line: each part of a cut fence holds some of its code.
      if ((lineStart - fence.contentFrom >= size || long) && !closes && lineStart > fence.contentFrom)
        cut(lineStart, fence.line);
    } else if (
      (length >= size && previousBlank && atMargin) ||
      (length >= size * 1.5 && atMargin && !UNDERLINE.test(line)) ||
      // An indented line would start a piece as code where it may continue a paragraph.
      ((length >= size * 2 || long) && !INDENTED.test(line)) ||
      length >= size * 4
    ) {
      cut(lineStart, undefined);
    }
    // A line that alone is longer than twice the size is cut inside (within code, each part is
    // parsed as code).
    let from = Math.max(start, lineStart);
    while (lineEnd - from > size * 2) {
      cut(cutInLine(text, from, from + size), fence?.line);
      from = start;
    }
    if (marker !== undefined) {
      if (fence === undefined) fence = { marker, line: line.slice(0, 200), contentFrom: lineEnd + 1 };
      else if (closes) fence = undefined;
    }
    previousBlank = blank && fence === undefined;
    lineStart = lineEnd + 1;
    yield* pieces.splice(0);
  }
  cut(text.length, undefined);
  yield* pieces;
}
