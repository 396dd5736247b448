import { describe, expect, it } from 'vitest';
import { buildJob } from '@/testing/builders';
import { holdsInOrder, matchingJobs } from './palette-entries';

describe('palette entries', () => {
  it('matches the typed letters in order, ignoring spaces', () => {
    expect(holdsInOrder('deploy the website', 'dpl web')).toBe(true);
    expect(holdsInOrder('deploy the website', 'web dpl')).toBe(false);
  });

  it('finds jobs by title or by the start of their id, at most 30', () => {
    const jobs = [
      buildJob({ id: 'aaa-1', title: 'Deploy the website' }),
      buildJob({ id: 'bbb-2', title: 'Write the report' }),
    ];
    expect(matchingJobs(jobs, 'Dep web').map((job) => job.id)).toEqual(['aaa-1']);
    expect(matchingJobs(jobs, 'bbb').map((job) => job.id)).toEqual(['bbb-2']);
    const many = Array.from({ length: 50 }, (_, i) => buildJob({ id: `j${i}`, title: 'Same title' }));
    expect(matchingJobs(many, 'same')).toHaveLength(30);
  });
});
