// A long text shown as plain text is drawn a row at a time (large-text.tsx): a row is a line, or a
// part of a line too long to lay out cheaply (a pasted log can be one 5 MB line). Finding the rows
// is one pass of indexOf, a few milliseconds for 5 MB; the rows hold offsets, not copies.

/** Past this size a text shows as plain text first, and formatted only when asked. */
const LARGE_TEXT_CHARS = 64 * 1024;

/** A row longer than this is cut: the browser lays out a row as one block of text. */
const ROW_CHARS = 2_000;

export function isLargeText(text: string): boolean {
  return text.length > LARGE_TEXT_CHARS;
}

/** Where each row starts; a row ends where the next starts (less its line end) or at the end. */
export function textRows(text: string, rowChars = ROW_CHARS): number[] {
  const starts: number[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    for (let at = lineStart; at < lineEnd || at === lineStart; at += rowChars) {
      // Never between the two halves of a surrogate pair.
      const code = text.charCodeAt(at - 1);
      starts.push(at > lineStart && code >= 0xd800 && code <= 0xdbff ? at + 1 : at);
      if (lineEnd - at <= rowChars) break;
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  return starts;
}

/** The text of row `index` (without its line end). */
export function rowText(text: string, starts: number[], index: number): string {
  const start = starts[index] ?? text.length;
  const next = starts[index + 1];
  if (next === undefined) return text.slice(start);
  return text[next - 1] === '\n' ? text.slice(start, next - 1) : text.slice(start, next);
}
