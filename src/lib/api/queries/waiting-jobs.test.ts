import { describe, expect, it } from 'vitest';
import { jobSchema } from '../resources/job';
import { selectWaitingJobs } from './waiting-jobs';
import * as v from '@/lib/valibot';

const job = (id: string, state: string, updated_at?: string) =>
  v.parse(jobSchema, { id, state, title: id, ...(updated_at ? { updated_at } : {}) });

describe('selectWaitingJobs', () => {
  it('keeps only ambiguous jobs, oldest waiting first, undated last', () => {
    const jobs = [
      job('c', 'ambiguous', '2026-01-01T10:05:00Z'),
      job('x', 'done', '2026-01-01T09:00:00Z'),
      job('u', 'ambiguous'),
      job('a', 'ambiguous', '2026-01-01T10:00:00Z'),
      job('b', 'ambiguous', '2026-01-01T10:00:00Z'),
    ];
    expect(selectWaitingJobs(jobs).map((j) => j.id)).toEqual(['a', 'b', 'c', 'u']);
  });
});
