// Job states and their labels, in one place. The spec names four states (backlog, ambiguous,
// done, failed) and says the list "may be longer": every other state is named after itself in
// sentence case, so a state nobody planned for is shown rather than lost. Running states come
// right after Backlog, where people look for work in flight; unknown ones go last.

/** The state of a job waiting for a person's answer. */
export const NEEDS_INPUT = 'ambiguous';

/** The states the spec names, in board order; each always has a column. */
export const NAMED_JOB_STATES = ['backlog', NEEDS_INPUT, 'done', 'failed'] as const;

const NAMED_LABELS = new Map<string, string>([
  ['backlog', 'Backlog'],
  [NEEDS_INPUT, 'Needs input'],
  ['done', 'Done'],
  ['failed', 'Failed'],
]);

/** States that mean "an agent is working on it" in the dialects we know of. */
const RUNNING_STATES = new Set([
  'in_progress',
  'running',
  'working',
  'active',
  'processing',
  'started',
  'executing',
  'planning',
]);

/** `on_hold` → "On hold", `IN-PROGRESS` → "In progress", `needsReview` → "Needs review". */
export function sentenceCase(state: string): string {
  const words = state
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  if (words === '') return 'Unknown';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A state in words: the name of its column on the board. */
export function stateLabel(state: string): string {
  return NAMED_LABELS.get(state) ?? sentenceCase(state);
}

/** Whether an agent is working on a job in this state: the board's order and its colour. */
export function isRunningState(state: string): boolean {
  return RUNNING_STATES.has(state.toLowerCase());
}

function stateRank(state: string): number {
  if (isRunningState(state)) return 1;
  const named = (NAMED_JOB_STATES as readonly string[]).indexOf(state);
  if (named === -1) return 5;
  return named === 0 ? 0 : named + 1;
}

/** Board order: Backlog, running states, Needs input, Done, Failed, then the rest by name. */
export function compareStates(a: string, b: string): number {
  return stateRank(a) - stateRank(b) || a.localeCompare(b);
}
