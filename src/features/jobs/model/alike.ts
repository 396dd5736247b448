// Questions that ask the same thing: the agent's text with its numbering, bullets, spacing and
// case set aside, and its choices as a set (their order does not matter). Jobs whose questions
// share this key can be answered together; each keeps its own item, and is answered on its own.
import { extractChoices } from './choices';

const MARKER = /^\s*(?:\d{1,2}[.)]|\(?[a-iA-I]\)|[a-iA-I]\.|[-*•+])\s+/;

const squash = (text: string) =>
  text
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The key two questions share when they ask the same thing with the same choices; undefined when
 * the question offers no choices (a free answer is not given in bulk).
 */
export function questionKey(text: string | undefined): string | undefined {
  const choices = extractChoices(text);
  if (!text || choices.length < 2) return undefined;
  const labels = new Set(choices.map(squash));
  const lines = text
    .split('\n')
    .map((line) => squash(line.replace(MARKER, '')))
    // A choice's own line, whatever its place or number, belongs to the set, not the question.
    .filter(
      (line) => line !== '' && ![...labels].some((label) => line === label || line.startsWith(`${label} `)),
    );
  return `${lines.join(' ')}\n${[...labels].sort().join('\n')}`;
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
