import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '@/lib/api/resources/workflow';
import { deepEqual, getAt, isPrefix } from '@/domain/workflows/json-path';
import { applyMergePatch, changedPaths, createMergePatch, patchPaths } from '@/domain/workflows/merge-patch';

// JSON documents without nulls: what a merge patch can express exactly.
const { doc: nullFreeDoc } = fc.letrec<{ value: JsonValue; doc: JsonObject }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ maxLength: 4 }),
    fc.integer(),
    fc.boolean(),
    fc.array(tie('value'), { maxLength: 3 }),
    tie('doc'),
  ),
  doc: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', '__proto__', 'x.y'), tie('value'), { maxKeys: 4 }),
}));

// Pairs that share structure, so nested per-path patches are exercised, not only wholesale swaps.
const relatedPair = nullFreeDoc.chain((base) =>
  fc.tuple(
    fc.constant(base),
    fc.oneof(
      nullFreeDoc,
      nullFreeDoc.map((extra) => ({ ...base, ...extra })),
    ),
  ),
);

describe('createMergePatch', () => {
  it('applying the patch to the version read gives the edit', () => {
    fc.assert(
      fc.property(relatedPair, ([base, edited]) => {
        const { patch, problems } = createMergePatch(base, edited);
        expect(problems).toEqual([]);
        expect(deepEqual(applyMergePatch(base, patch), edited)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never names an unchanged path', () => {
    fc.assert(
      fc.property(relatedPair, ([base, edited]) => {
        const { patch } = createMergePatch(base, edited);
        for (const path of patchPaths(patch)) {
          const before = getAt(base, path);
          const after = getAt(edited, path);
          expect(before !== undefined && deepEqual(before, after)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('covers every changed path', () => {
    fc.assert(
      fc.property(relatedPair, ([base, edited]) => {
        const named = patchPaths(createMergePatch(base, edited).patch);
        for (const changed of changedPaths(base, edited)) {
          expect(named.some((p) => isPrefix(p, changed) || isPrefix(changed, p))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is empty when nothing changed', () => {
    fc.assert(
      fc.property(nullFreeDoc, (doc) => {
        expect(createMergePatch(doc, structuredClone(doc)).patch).toEqual({});
      }),
    );
  });

  it('leaves unchanged keys out, removes with null, patches objects per path and replaces arrays whole', () => {
    const base = {
      title: 'Q3',
      settings: { threshold: 3, notify: true, channels: { email: true } },
      tags: ['a', 'b'],
      owner: 'ops',
    };
    const edited = {
      title: 'Q3',
      settings: { threshold: 4, notify: true, channels: { email: true, sms: false } },
      tags: ['a'],
    };
    expect(createMergePatch(base, edited)).toEqual({
      patch: { owner: null, settings: { threshold: 4, channels: { sms: false } }, tags: ['a'] },
      problems: [],
    });
  });

  it('reports a null value at its path instead of sending a removal', () => {
    const { patch, problems } = createMergePatch(
      { a: 1, b: { c: 2 } },
      { a: null, b: { c: 2, d: { e: null, f: 1 } } },
    );
    expect(patch).toEqual({ b: { d: { f: 1 } } });
    expect(problems.map((p) => p.path)).toEqual([['a'], ['b', 'd', 'e']]);
  });

  it('keeps an unchanged null that was already stored', () => {
    expect(createMergePatch({ a: null }, { a: null })).toEqual({ patch: {}, problems: [] });
  });

  it('keeps "__proto__" as an ordinary key', () => {
    const edited = JSON.parse('{"__proto__": {"polluted": 1}}') as JsonObject;
    const { patch } = createMergePatch({}, edited);
    expect(Object.keys(patch)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(deepEqual(applyMergePatch({}, patch), edited)).toBe(true);
  });
});

describe('applyMergePatch', () => {
  it('follows the examples of RFC 7386', () => {
    expect(applyMergePatch({ a: 'b' }, { a: 'c' })).toEqual({ a: 'c' });
    expect(applyMergePatch({ a: 'b' }, { b: 'c' })).toEqual({ a: 'b', b: 'c' });
    expect(applyMergePatch({ a: 'b' }, { a: null })).toEqual({});
    expect(applyMergePatch({ a: [{ b: 'c' }] }, { a: [1] })).toEqual({ a: [1] });
    expect(applyMergePatch({ a: 'foo' }, { a: { bb: { ccc: null } } })).toEqual({ a: { bb: {} } });
    expect(applyMergePatch(['a', 'b'], { a: 'c' })).toEqual({ a: 'c' });
  });
});
