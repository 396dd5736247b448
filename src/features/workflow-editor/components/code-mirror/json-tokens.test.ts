import { describe, expect, it } from 'vitest';
import { tokenizeJsonLine } from './json-tokens';

const kinds = (line: string) => tokenizeJsonLine(line).map((t) => `${t.kind}:${line.slice(t.from, t.to)}`);

describe('tokenizeJsonLine', () => {
  it('tells property names from string values, and numbers and literals', () => {
    expect(kinds('  "name" : "Ada", "n": -1.5e3, "ok": true, "x": null, "f": false')).toEqual([
      'property:"name"',
      'string:"Ada"',
      'property:"n"',
      'number:-1.5e3',
      'property:"ok"',
      'literal:true',
      'property:"x"',
      'literal:null',
      'property:"f"',
      'literal:false',
    ]);
  });

  it('keeps escaped quotes inside a string', () => {
    expect(kinds('"say \\"hi\\"": "a\\\\"')).toEqual(['property:"say \\"hi\\""', 'string:"a\\\\"']);
  });

  it('marks an unterminated string and bare words as invalid', () => {
    expect(kinds('"open: 1')).toEqual(['invalid:"open: 1']);
    expect(kinds('"a": undefined')).toEqual(['property:"a"', 'invalid:undefined']);
    expect(kinds('"a\\"')).toEqual(['invalid:"a\\"']);
  });

  it('gives punctuation and blank lines no tokens', () => {
    expect(kinds('{ [ ] }, :')).toEqual([]);
    expect(kinds('')).toEqual([]);
  });
});
