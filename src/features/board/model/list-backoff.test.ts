import { describe, expect, it } from 'vitest';
import { listRefetchDelay } from './list-backoff';
import { filterJobs } from './filter';
import { buildJobInState } from '@/testing/builders';

describe('listRefetchDelay', () => {
  it('grows and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(listRefetchDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('filterJobs', () => {
  const jobs = [
    buildJobInState('1', 'done', { title: 'Deploy the API', description: 'to staging' }),
    buildJobInState('2', 'backlog', { title: 'Write the report', description: 'quarterly numbers' }),
  ];
  it('matches every word in title or description, in any case', () => {
    expect(filterJobs(jobs, 'deploy STAGING', '').map((j) => j.id)).toEqual(['1']);
    expect(filterJobs(jobs, 'quarterly', '').map((j) => j.id)).toEqual(['2']);
  });
  it('filters by state', () => expect(filterJobs(jobs, '', 'backlog').map((j) => j.id)).toEqual(['2']));
  it('returns the list itself when there is no filter', () => expect(filterJobs(jobs, ' ', '')).toBe(jobs));
});
