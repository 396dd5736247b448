import { describe, expect, it } from 'vitest';
import type { JsonObject, WorkflowState } from '@/lib/api/resources/workflow';
import type { WorkflowDraft } from '../store/drafts-store';
import { rebaseDraft } from './use-draft';

const base = { title: 'Q3', scratch: { a: 1 } };
const draftOf = (edit: object, extra: Partial<WorkflowDraft> = {}): WorkflowDraft => ({
  text: JSON.stringify(edit, null, 2),
  base: { version: 4, input: base },
  conflicts: [],
  ...extra,
});
const state = (input: JsonObject, version = 5): WorkflowState => ({ input, ui: {}, version, ui_version: 0 });

describe('rebaseDraft', () => {
  it('brings in their untouched paths and moves the base to their version', () => {
    const edit = { ...base, scratch: { a: 2 } };
    const next = rebaseDraft(draftOf(edit), edit, state({ title: 'Q4', scratch: { a: 1 } }));
    expect(next?.base.version).toBe(5);
    expect(JSON.parse(next?.text ?? '')).toEqual({ title: 'Q4', scratch: { a: 2 } });
    expect(next?.notice).toEqual({ fromVersion: 4, toVersion: 5, takenPaths: [['title']] });
    expect(next?.conflicts).toEqual([]);
  });

  it('drops the draft when nothing of the edit is left to send', () => {
    expect(rebaseDraft(draftOf(base), base, state({ title: 'Q4', scratch: { a: 1 } }))).toBeUndefined();
  });

  it('keeps an undecided conflict across a second newer version, against their newest value', () => {
    const edit = { ...base, title: 'mine' };
    const first = rebaseDraft(draftOf(edit), edit, state({ title: 'theirs', scratch: { a: 1 } }));
    expect(first?.conflicts).toEqual([{ path: ['title'], base: 'Q3', theirs: 'theirs', yours: 'mine' }]);
    const second = first && rebaseDraft(first, edit, state({ title: 'theirs', scratch: { a: 7 } }, 6));
    expect(second?.conflicts.map((c) => c.theirs)).toEqual(['theirs']);
    expect(JSON.parse(second?.text ?? '')).toEqual({ title: 'mine', scratch: { a: 7 } });
    expect(second?.notice?.fromVersion).toBe(4);
  });
});
