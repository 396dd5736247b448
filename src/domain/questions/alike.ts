// Questions that ask the same thing: the agent's whole text, with its spacing, case and markdown
// emphasis set aside, and the list its choices were read from taken as a set (the items' markers
// and order set aside, never their words). No line and no word is ever left out: two questions
// that differ in a word never share a key. Jobs whose questions share this key can be answered
// together; each keeps its own item, and is answered on its own.
import { extractChoices, splitAtChoiceList } from './choices';

/**
 * Every key starts with this. Keys of the first form (which left out every line that began with
 * a choice) were wholly lower case, so no key of that form, still held in a store somewhere (an
 * answer held to be sent, then remembered), can ever equal one of this form.
 */
const FORM = 'Q2';

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * A run of emphasis marks (`*`, `_`, `~~`) or code marks (`` ` ``) is set aside where markdown
 * would read it as one: not inside a word (`snake_case`, `2*3`), not standing alone between
 * spaces (`2 * 3`), and a single `~` is text (`~/data`, `~5 min`).
 */
function withoutEmphasis(text: string): string {
  return text.replace(/\*+|_+|~+|`+/g, (run: string, at: number) => {
    if (run.startsWith('`')) return '';
    if (run === '~') return run;
    const before = text[at - 1];
    const after = text[at + run.length];
    if (isWordChar(before) && isWordChar(after)) return run;
    if (isSpace(before) && isSpace(after)) return run;
    return '';
  });
}

const squash = (text: string) => withoutEmphasis(text).replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The key two questions share when they ask the same thing with the same choices; undefined when
 * the question offers no choices (a free answer is not given in bulk).
 */
export function questionKey(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (keys.has(text)) return keys.get(text);
  const key = computeKey(text);
  // Oldest first out: a Map keeps its insertion order.
  if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value ?? '');
  keys.set(text, key);
  return key;
}

/**
 * The keys of the texts read last, by text: the inbox groups every waiting question on each
 * change of any one, the rule runner and each row read theirs too, and fifty jobs asking the same
 * question share one text (a Map, not an object: the text is the service's).
 */
const keys = new Map<string, string | undefined>();
const MAX_KEYS = 500;

function computeKey(text: string): string | undefined {
  const choices = extractChoices(text);
  if (!text || choices.length < 2) return undefined;
  // The labels the buttons show, as a set: questions that share a key offer the same choices.
  const labels = choices.map(squash).sort();
  const split = splitAtChoiceList(text);
  // Choices read from the sentence itself ("A, B or C?", yes/no) are among its words, in order.
  if (!split) return FORM + JSON.stringify([squash(text), labels]);
  // A list's items are a multiset (an item said twice counts twice), each item whole.
  const items = split.items.map(squash).sort();
  return (
    FORM + JSON.stringify([squash(split.before.join('\n')), items, squash(split.after.join('\n')), labels])
  );
}

export interface AlikeGroup {
  key: string;
  /** The jobs asking it, in the order given (oldest waiting first). */
  jobIds: string[];
}

/** Groups of two or more jobs asking alike, by job id; a job asking alone has no group. */
export function groupAlike(
  questions: readonly { jobId: string; key: string | undefined }[],
): Map<string, AlikeGroup> {
  const byKey = new Map<string, AlikeGroup>();
  for (const { jobId, key } of questions) {
    if (key === undefined) continue;
    const group = byKey.get(key) ?? { key, jobIds: [] };
    group.jobIds.push(jobId);
    byKey.set(key, group);
  }
  const byJob = new Map<string, AlikeGroup>();
  for (const group of byKey.values())
    if (group.jobIds.length > 1) for (const jobId of group.jobIds) byJob.set(jobId, group);
  return byJob;
}
