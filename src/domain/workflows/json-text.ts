// Parses the editor's text with the place of every member, so a problem (invalid JSON, a null,
// a refused path, a conflict) can be marked where it is in the text. JSON.parse gives neither
// the ranges nor, across engines, a reliable error position, hence this small parser.
import type { JsonObject, JsonValue } from '@/lib/api/resources/workflow';
import { pathKey, setOwn, type JsonPath } from '@/domain/workflows/json-path';

export interface TextRange {
  from: number;
  to: number;
}

export type ParsedJson =
  | { ok: true; value: JsonValue; ranges: Map<string, TextRange> }
  | { ok: false; message: string; at: number; line: number; column: number };

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function parseJsonText(text: string): ParsedJson {
  const ranges = new Map<string, TextRange>();
  let pos = 0;

  const skipSpace = () => {
    while (pos < text.length && ' \t\n\r'.includes(text.charAt(pos))) pos++;
  };
  const describe = () =>
    pos >= text.length ? 'the text ends too early' : `unexpected ${JSON.stringify(text.charAt(pos))}`;
  const expectChar = (char: string, what: string) => {
    if (text.charAt(pos) !== char) throw new JsonSyntaxError(`Expected ${what}: ${describe()}.`, pos);
    pos++;
  };
  /** Steps past `close` when it comes next (after any white space): the object or array ends. */
  const closes = (close: string): boolean => {
    skipSpace();
    if (text.charAt(pos) !== close) return false;
    pos++;
    return true;
  };

  const readString = (): string => {
    const start = pos;
    pos++;
    while (pos < text.length && text.charAt(pos) !== '"') {
      if (text.charCodeAt(pos) < 0x20)
        throw new JsonSyntaxError('A string cannot hold a raw line break or control character.', pos);
      pos += text.charAt(pos) === '\\' ? 2 : 1;
    }
    if (pos >= text.length) throw new JsonSyntaxError('This string is not closed with ".', start);
    pos++;
    try {
      const value: unknown = JSON.parse(text.slice(start, pos));
      if (typeof value === 'string') return value;
    } catch {
      // fall through to the error below
    }
    throw new JsonSyntaxError('This string has an invalid escape sequence.', start);
  };

  const readValue = (path: JsonPath): JsonValue => {
    skipSpace();
    const char = text.charAt(pos);
    if (char === '{') return readObject(path);
    if (char === '[') return readArray(path);
    if (char === '"') return readString();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = pos;
    const match = NUMBER.exec(text);
    if (match) {
      pos += match[0].length;
      return Number(match[0]);
    }
    throw new JsonSyntaxError(`Expected a value: ${describe()}.`, pos);
  };

  const readObject = (path: JsonPath): JsonObject => {
    const result: JsonObject = {};
    pos++;
    if (closes('}')) return result;
    for (;;) {
      skipSpace();
      if (text.charAt(pos) !== '"')
        throw new JsonSyntaxError(`Expected a key in double quotes: ${describe()}.`, pos);
      const from = pos;
      const key = readString();
      skipSpace();
      expectChar(':', '":" after the key');
      const value = readValue([...path, key]);
      setOwn(result, key, value);
      ranges.set(pathKey([...path, key]), { from, to: pos });
      if (closes('}')) return result;
      expectChar(',', '"," or "}"');
    }
  };

  const readArray = (path: JsonPath): JsonValue[] => {
    const result: JsonValue[] = [];
    pos++;
    if (closes(']')) return result;
    for (;;) {
      skipSpace();
      const from = pos;
      result.push(readValue([...path, result.length]));
      ranges.set(pathKey([...path, result.length - 1]), { from, to: pos });
      if (closes(']')) return result;
      expectChar(',', '"," or "]"');
    }
  };

  try {
    const value = readValue([]);
    skipSpace();
    if (pos < text.length)
      throw new JsonSyntaxError(`Unexpected text after the end of the JSON: ${describe()}.`, pos);
    ranges.set(pathKey([]), { from: 0, to: text.length });
    return { ok: true, value, ranges };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const before = text.slice(0, error.at).split('\n');
    return {
      ok: false,
      message: error.message,
      at: error.at,
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
    };
  }
}

/** The range of the deepest existing member on `path` (the whole text when none exists). */
export function rangeOf(ranges: Map<string, TextRange>, path: JsonPath): TextRange | undefined {
  for (let length = path.length; length >= 0; length--) {
    const range = ranges.get(pathKey(path.slice(0, length)));
    if (range) return range;
  }
  return undefined;
}

export function formatJson(value: JsonValue): string {
  return JSON.stringify(value, null, 2);
}
