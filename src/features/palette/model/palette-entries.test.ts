import { defaultFilter } from 'cmdk';
import { describe, expect, it } from 'vitest';
import { buildJob } from '@/testing/builders';
import { growsLinearly } from '@/testing/linear-time';
import {
  matchingJobs,
  MAX_SCORED_CHARS,
  paletteFilter,
  scoredText,
  shownChatIds,
  startsWords,
  typedWords,
} from './palette-entries';

describe('palette entries', () => {
  it('matches where each typed word starts a word, in any order, not letters scattered in order', () => {
    expect(startsWords('Deploy the website', typedWords('dep web'))).toBe(true);
    expect(startsWords('Deploy the website', typedWords('web dep'))).toBe(true);
    expect(startsWords('Deploy the docs-site', typedWords('docs-si'))).toBe(true);
    expect(startsWords('Deploy the website', typedWords('dpl web'))).toBe(false);
    expect(startsWords('Deploy the website', typedWords('site'))).toBe(false);
    // The exploratory run's typo: letters in order across the title, no word like it.
    expect(startsWords('Rebuild the docs site, ask where', typedWords('relase'))).toBe(false);
    expect(startsWords('Édition du rapport', typedWords('édi rap'))).toBe(true);
    expect(startsWords('anything', typedWords('  '))).toBe(false);
  });

  it('lists a chat, a workflow or a saved view by the starts of its words, commands and screens loosely', () => {
    expect(paletteFilter('chat:c1', 'relase', ['Rebuild the docs site, ask where', 'c1'])).toBe(0);
    expect(paletteFilter('chat:c1', 'rel not', ['Release notes draft', 'c1'])).toBeGreaterThan(0);
    expect(paletteFilter('chat:c1', 'c1', ['Untitled', 'c1'])).toBeGreaterThan(0);
    expect(paletteFilter('screen:/settings', 'setings', ['Settings'])).toBeGreaterThan(0);
  });

  it('lists a name by its words typed in any order or in part, always above the search hits', () => {
    const words = ['Deploy the website', 'j1'];
    const hit = paletteFilter('search:chat:c1', 'dep web', []);
    expect(paletteFilter('job:j1', 'website deploy', words)).toBeGreaterThan(hit);
    expect(paletteFilter('job:j1', 'dep web', words)).toBeGreaterThan(hit);
    const long = `${'a'.repeat(250)} zebra`;
    expect(matchingJobs([buildJob({ id: 'j2', title: long })], 'zebra')).toEqual([]);
    expect(paletteFilter('job:j2', 'zebra', [long, 'j2'])).toBe(0);
  });

  it('puts the search\'s hits under the palette\'s own matches and above "Search everything"', () => {
    const own = paletteFilter('chat:c1', 'release', ['Release notes draft', 'c1']);
    const hit = paletteFilter('search:chat:c1', 'relase', []);
    const all = paletteFilter('search:all', 'relase', []);
    expect(own).toBeGreaterThan(hit);
    expect(hit).toBeGreaterThan(all);
    expect(all).toBeGreaterThan(0);
  });

  it('names the chats it lists, so the search below does not list them again', () => {
    const chats = [
      { id: 'c1', title: 'Release notes draft' },
      { id: 'c2', title: 'Rebuild the docs site, ask where' },
    ];
    expect([...shownChatIds(chats, 'release')]).toEqual(['c1']);
    expect([...shownChatIds(chats, 'relase')]).toEqual([]);
  });

  it('finds jobs by title or by the start of their id, at most 30', () => {
    const jobs = [
      buildJob({ id: 'aaa-1', title: 'Deploy the website' }),
      buildJob({ id: 'bbb-2', title: 'Write the report' }),
    ];
    expect(matchingJobs(jobs, 'Dep web').map((job) => job.id)).toEqual(['aaa-1']);
    expect(matchingJobs(jobs, 'dpl')).toEqual([]);
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
