import { describe, expect, it } from 'vitest';
import { applyMergePatch, touchedPaths, undeclaredPaths } from './merge-patch.ts';

describe('applyMergePatch (RFC 7386 appendix A)', () => {
  const cases: [unknown, unknown, unknown][] = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [
      ['a', 'b'],
      ['c', 'd'],
      ['c', 'd'],
    ],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  it.each(cases)('%j + %j', (target, patch, result) => {
    const frozen = structuredClone(target);
    expect(applyMergePatch(target as never, patch as never)).toEqual(result);
    expect(target).toEqual(frozen);
  });
});

describe('contract paths', () => {
  it('lists every written path, null and empty objects included', () => {
    expect(touchedPaths({ a: 1, b: { c: null, d: {} }, e: [] })).toEqual([
      'input.a',
      'input.b.c',
      'input.b.d',
      'input.e',
    ]);
  });
  it('allows entries, their children and scratch; refuses ancestors and strangers', () => {
    const contract = ['input.title', 'input.settings.threshold'];
    expect(
      undeclaredPaths({ title: 'x', settings: { threshold: { deep: 1 } }, scratch: { any: null } }, contract),
    ).toEqual([]);
    expect(undeclaredPaths({ settings: null, titles: 1, title: 2 }, contract)).toEqual([
      'input.settings',
      'input.titles',
    ]);
    expect(undeclaredPaths({ scratchpad: 1 }, contract)).toEqual(['input.scratchpad']);
  });
});
