import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathKey } from '@/domain/workflows/json-path';
import { parseJsonText, rangeOf } from '@/domain/workflows/json-text';

describe('parseJsonText', () => {
  it('agrees with JSON.parse on any JSON text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        const parsed = parseJsonText(text);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.value).toEqual(JSON.parse(text));
      }),
    );
  });

  it('rejects what JSON.parse rejects', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(parseJsonText(text).ok).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the line and column of an error', () => {
    const parsed = parseJsonText('{\n  "a": 1,\n  "b": }');
    expect(parsed).toMatchObject({ ok: false, line: 3, column: 8 });
  });

  it('knows where each member is', () => {
    const text = '{"title": "Q3", "settings": {"threshold": 3}}';
    const parsed = parseJsonText(text);
    if (!parsed.ok) throw new Error('expected valid JSON');
    const range = parsed.ranges.get(pathKey(['settings', 'threshold']));
    expect(text.slice(range?.from, range?.to)).toBe('"threshold": 3');
    const missing = rangeOf(parsed.ranges, ['settings', 'nope']);
    expect(text.slice(missing?.from, missing?.to)).toBe('"settings": {"threshold": 3}');
  });
});
