import { defaultFilter } from 'cmdk';
import { describe, expect, it } from 'vitest';
import { buildJob } from '@/testing/builders';
import { growsLinearly } from '@/testing/linear-time';
import { holdsInOrder, matchingJobs, MAX_SCORED_CHARS, paletteFilter, scoredText } from './palette-entries';

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

  it('scores at most 200 characters of a title, so a 20,000-character one costs what a short one does', () => {
    const title = 'a'.repeat(20_000);
    expect(scoredText([title, 'job-1'])).toBe(`${'a'.repeat(MAX_SCORED_CHARS)} job-1`);
    expect(paletteFilter('job:job-1', 'aa', [title, 'job-1'])).toBeGreaterThan(0);
    expect(paletteFilter('job:job-1', 'zz', [title, 'job-1'])).toBe(0);
  });

  it('scores in time that does not grow with a title (cmdk alone grows quadratically)', () => {
    const titled = (size: number) => 'a'.repeat(size);
    expect(growsLinearly((title: string) => defaultFilter(title, 'aa'), titled, { repetitions: 3 })).toBe(
      false,
    );
    expect(growsLinearly((title: string) => paletteFilter('job:1', 'aa', [title, '1']), titled)).toBe(true);
  }, 60_000);
});
