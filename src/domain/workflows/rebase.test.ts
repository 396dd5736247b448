import { describe, expect, it } from 'vitest';
import { rebaseEdit, takeTheirs } from '@/domain/workflows/rebase';

const base = { title: 'Q3', settings: { threshold: 3, notify: true }, tags: ['a'], scratch: {} };

describe('rebaseEdit', () => {
  it('takes their values where you did not touch, and keeps yours where they did not', () => {
    const theirs = { ...base, title: 'Q4', scratch: { note: 'hi' } };
    const yours = { ...base, settings: { threshold: 5, notify: true } };
    const result = rebaseEdit(base, theirs, yours);
    expect(result.merged).toEqual({
      title: 'Q4',
      settings: { threshold: 5, notify: true },
      tags: ['a'],
      scratch: { note: 'hi' },
    });
    expect(result.conflicts).toEqual([]);
    expect(result.takenFromTheirs).toEqual([['title'], ['scratch', 'note']]);
  });

  it('reports a path both changed differently, keeping yours until decided', () => {
    const theirs = { ...base, settings: { threshold: 4, notify: true } };
    const yours = { ...base, settings: { threshold: 5, notify: false } };
    const result = rebaseEdit(base, theirs, yours);
    expect(result.conflicts).toEqual([{ path: ['settings', 'threshold'], base: 3, theirs: 4, yours: 5 }]);
    expect(result.merged.settings).toEqual({ threshold: 5, notify: false });
    expect(takeTheirs(result.merged, result.conflicts[0]!).settings).toEqual({ threshold: 4, notify: false });
  });

  it('is no conflict when both made the same change', () => {
    const both = { ...base, title: 'Same' };
    expect(rebaseEdit(base, both, both).conflicts).toEqual([]);
  });

  it('sees a conflict between a removal and a change below it, decided at the outer path', () => {
    const { settings: _removed, ...theirs } = base;
    const yours = { ...base, settings: { threshold: 9, notify: true } };
    const result = rebaseEdit(base, theirs, yours);
    expect(result.conflicts).toEqual([
      { path: ['settings'], base: base.settings, theirs: undefined, yours: yours.settings },
    ]);
    expect(takeTheirs(result.merged, result.conflicts[0]!)).not.toHaveProperty('settings');
  });
});
