import { describe, expect, it } from 'vitest';
import { jobTitle } from './job-title';

describe('a job’s title as shown', () => {
  it('is its title, or "Untitled job" when there is none, an empty one or only spaces', () => {
    expect(jobTitle('Nightly import')).toBe('Nightly import');
    for (const none of [undefined, null, '', '   ', '\n\t']) expect(jobTitle(none)).toBe('Untitled job');
  });
});
