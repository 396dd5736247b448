// The JSON editor's highlighting, by hand: a JSON token never spans a line (strings hold no raw
// newline), so each visible line is tokenised on its own. Invalid text still gets the colours of
// whatever looks like a token; the parser (lib/json-text.ts) says what is wrong with it.

export type JsonTokenKind = 'property' | 'string' | 'number' | 'literal' | 'invalid';

export interface JsonToken {
  from: number;
  to: number;
  kind: JsonTokenKind;
}

// A string (possibly unterminated), a number, a keyword, or any other run of word characters.
const TOKEN = /"(?:[^"\\]|\\.)*(")?|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[A-Za-z_$][\w$]*/g;
const LITERALS = new Set(['true', 'false', 'null']);

/** The tokens of one line, offsets relative to the line's start, in order. */
export function tokenizeJsonLine(line: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  for (const match of line.matchAll(TOKEN)) {
    const text = match[0];
    const from = match.index;
    const to = from + text.length;
    let kind: JsonTokenKind;
    if (text.startsWith('"')) {
      kind = match[1] === undefined ? 'invalid' : /^\s*:/.test(line.slice(to)) ? 'property' : 'string';
    } else if (/^-?\d/.test(text)) kind = 'number';
    else kind = LITERALS.has(text) ? 'literal' : 'invalid';
    tokens.push({ from, to, kind });
  }
  return tokens;
}
