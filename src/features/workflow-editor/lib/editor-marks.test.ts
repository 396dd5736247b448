import { describe, expect, it } from 'vitest';
import { pathKey } from '@/domain/workflows/json-path';
import { editorProblems, treeMarks } from './editor-marks';
import { parseJsonText } from '@/domain/workflows/json-text';
import { createMergePatch } from '@/domain/workflows/merge-patch';

describe('editorProblems', () => {
  it('marks invalid JSON at its line and column', () => {
    const [problem] = editorProblems({ parsed: parseJsonText('{\n  "a": }'), problems: [], conflicts: [] });
    expect(problem).toMatchObject({ where: 'line 2, column 8', severity: 'error', from: 9 });
  });

  it('marks a null value and a refused path where they are in the text', () => {
    const text = '{"owner": "x", "scratch": {"note": null}}';
    const parsed = parseJsonText(text);
    if (
      !parsed.ok ||
      parsed.value === null ||
      typeof parsed.value !== 'object' ||
      Array.isArray(parsed.value)
    )
      throw new Error('bad fixture');
    const { problems } = createMergePatch({ owner: 'ops', scratch: {} }, parsed.value);
    const list = editorProblems({ parsed, problems, refusedPath: 'input.owner', conflicts: [] });
    expect(list.map((p) => [p.where, text.slice(p.from, p.to)])).toEqual([
      ['input.scratch.note', '"note": null'],
      ['input.owner', '"owner": "x"'],
    ]);
    expect(treeMarks(list).has(pathKey(['owner']))).toBe(true);
  });
});
