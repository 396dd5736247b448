// What the palette lists besides its commands: the screens, and the jobs whose title (or id)
// could match what was typed. cmdk scores and sorts what is mounted; mounting every job of a
// large account would be slow, so only the jobs whose title has a word starting with each typed
// word are mounted, at most MAX_JOBS of them. A job, chat, workflow or saved view is listed only
// so (cmdk's own scoring takes any letters in order: "relase" put "Rebuild the docs site, ask
// where" first); a typo is the search's to forgive (its group, below them). Commands and screens
// keep cmdk's loose match ("setings" finds Settings). cmdk's scoring takes time quadratic in the
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

const WORD_CHAR = /[\p{L}\p{N}]/u;
const WORDS = /[\p{L}\p{N}]+/gu;

/** The typed words, lower-cased (letters and digits; what is typed with none is taken whole). */
export function typedWords(typed: string): string[] {
  const lower = typed.toLowerCase();
  const words = lower.match(WORDS);
  return words ?? (lower.trim() ? [lower.trim()] : []);
}

/** Whether `word` starts a word of `haystack` (lower-cased), or is all of it. */
function startsAWord(haystack: string, word: string): boolean {
  for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + 1)) {
    if (at === 0 || !WORD_CHAR.test(haystack.charAt(at - 1))) return true;
  }
  return false;
}

/** Whether each of `words` (typedWords) starts a word of `text`, in any order. */
export function startsWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const haystack = text.toLowerCase();
  return words.every((word) => startsAWord(haystack, word));
}

/** The jobs whose title has a word starting with each typed word, or whose id starts with it. */
export function matchingJobs(jobs: readonly Job[], search: string): Job[] {
  const words = typedWords(search);
  const id = search.trim().toLowerCase();
  const found: Job[] = [];
  for (const job of jobs) {
    // The title as the palette scores it (clipped): a word past the clip matches in neither.
    if (startsWords(scoredText([job.title ?? '']), words) || (id && job.id.toLowerCase().startsWith(id))) {
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

/** Items listed by their name only where each typed word starts one of its words (see above). */
const BY_WORD_STARTS = /^(job|chat|workflow|view):/;

/**
 * The search's own options (shown whatever cmdk finds) sort by where they stand: what the index
 * found under the palette's own matches and above "Search everything", so a typo's one good hit is
 * the first option, not the way to the search screen.
 */
/** The search's option that opens the search screen (the search's own value for it). */
export const SEARCH_ALL = 'search:all';
const SEARCH_HIT_SCORE = 0.5;
const SEARCH_ALL_SCORE = 0.001;
/** A name whose words start with the typed ones scores above every search hit, in any order. */
const WORD_STARTS_FLOOR = 0.6;

/** cmdk's scoring on an item's clipped words, never on the internal value that keeps items apart. */
export function paletteFilter(value: string, search: string, keywords?: string[]): number {
  if (value === SEARCH_ALL) return SEARCH_ALL_SCORE;
  if (value.startsWith('search:')) return SEARCH_HIT_SCORE;
  const text = scoredText(keywords ?? [value]);
  const typed = search.slice(0, MAX_SCORED_CHARS);
  if (BY_WORD_STARTS.test(value)) {
    if (!startsWords(text, typedWords(typed))) return 0;
    // cmdk's own score (0 for words typed out of order) only orders such names among themselves.
    return WORD_STARTS_FLOOR + (1 - WORD_STARTS_FLOOR) * defaultFilter(text, typed);
  }
  return defaultFilter(text, typed);
}

/** The chats the palette lists for `typed` (by the starts of their words), by id. */
export function shownChatIds(chats: readonly { id: string; title: string }[], typed: string): Set<string> {
  const words = typedWords(typed.slice(0, MAX_SCORED_CHARS));
  return new Set(
    chats.filter((chat) => startsWords(scoredText([chat.title, chat.id]), words)).map((chat) => chat.id),
  );
}
