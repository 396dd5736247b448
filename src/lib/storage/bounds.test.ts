import { describe, expect, it } from 'vitest';
import { trimNewest } from './bounds';

const timeOf = (value: { at: number }) => value.at;

describe('trimNewest', () => {
  it('returns the record itself while it is within max + slack', () => {
    const record = { a: { at: 1 }, b: { at: 2 }, c: { at: 3 } };
    expect(trimNewest(record, { max: 2, slack: 1, timeOf })).toBe(record);
  });

  it('keeps the newest max entries past the slack, as a plain object', () => {
    const record = { a: { at: 1 }, b: { at: 4 }, c: { at: 3 }, d: { at: 2 } };
    const kept = trimNewest(record, { max: 2, slack: 1, timeOf });
    expect(Object.keys(kept).sort()).toEqual(['b', 'c']);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
  });

  it('keeps a service key named __proto__ as an own entry, not as the prototype', () => {
    const record: Record<string, { at: number }> = {};
    for (const [key, at] of [
      ['__proto__', 9],
      ['constructor', 8],
      ['old', 1],
      ['older', 0],
    ] as const)
      Object.defineProperty(record, key, {
        value: { at },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    const kept = trimNewest(record, { max: 2, slack: 1, timeOf });
    expect(Object.keys(kept).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(kept, '__proto__')?.value).toEqual({ at: 9 });
  });
});
