// What the palette lists besides its commands: the screens, and the jobs whose title (or id)
// could match what was typed. cmdk scores and sorts what is mounted; mounting every job of a
// large account would be slow, so only the jobs that hold the typed letters in order (the loosest
// fuzzy match) are mounted, at most MAX_JOBS of them. cmdk's scoring takes time quadratic in the
// length of what it scores, and titles come from the service, so it scores at most
// MAX_SCORED_CHARS of each of an item's words.
import { defaultFilter } from 'cmdk';
import { paths } from '@/config/paths';
import type { Job } from '@/lib/api/resources/job';

/** The screens, each once ("Inbox" is also what "open inbox" finds), with its go-to keys. */
export const SCREENS = [
  { name: 'Inbox', path: paths.inbox(), alsoMatches: 'open inbox waiting answers', keys: 'g i' },
  { name: 'Chats', path: paths.chats(), alsoMatches: 'conversations', keys: 'g c' },
  { name: 'Jobs', path: paths.jobs(), alsoMatches: 'board', keys: 'g j' },
  { name: 'Workflows', path: paths.workflows(), alsoMatches: '', keys: undefined },
  { name: 'Settings', path: paths.settings(), alsoMatches: 'connection key', keys: undefined },
] as const;

const MAX_JOBS = 30;

/** Whether every character of `needle` appears in `haystack` in order (both lower-cased). */
export function holdsInOrder(haystack: string, needle: string): boolean {
  let at = 0;
  for (const char of needle) {
    if (char === ' ') continue;
    at = haystack.indexOf(char, at);
    if (at === -1) return false;
    at += 1;
  }
  return true;
}

export function matchingJobs(jobs: readonly Job[], search: string): Job[] {
  const needle = search.toLowerCase();
  const found: Job[] = [];
  for (const job of jobs) {
    if (holdsInOrder((job.title ?? '').toLowerCase(), needle) || job.id.toLowerCase().startsWith(needle)) {
      found.push(job);
      if (found.length === MAX_JOBS) break;
    }
  }
  return found;
}

/** Enough of a title to tell it apart; far less than a hostile 20,000-character one. */
export const MAX_SCORED_CHARS = 200;

/** The text the palette scores for an item: each of its words, clipped, then joined. */
export function scoredText(words: readonly string[]): string {
  return words.map((word) => word.slice(0, MAX_SCORED_CHARS)).join(' ');
}

/** cmdk's scoring on an item's clipped words, never on the internal value that keeps items apart. */
export function paletteFilter(value: string, search: string, keywords?: string[]): number {
  return defaultFilter(scoredText(keywords ?? [value]), search.slice(0, MAX_SCORED_CHARS));
}
