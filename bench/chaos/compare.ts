// What "the screen equals the service" means, as pure functions over what the page shows and what
// the simulator's dump holds. Each returns the differences in words; an empty list means equal.
import type { DumpJob, DumpMessage } from '../sim-client.ts';

export interface SeenCard {
  id: string;
  column: string;
  title: string;
}

export interface SeenColumn {
  title: string;
  /** The count the column's badge shows. */
  count: number;
}

export interface SeenMessage {
  index: number;
  label: string;
  text: string;
}

const NAMED_COLUMNS: Record<string, string> = {
  backlog: 'Backlog',
  ambiguous: 'Needs input',
  done: 'Done',
  failed: 'Failed',
};

/** The UI contract's column heading for a job state (`in_progress` → `In progress`). */
export function columnTitle(state: string): string {
  const named = NAMED_COLUMNS[state];
  if (named) return named;
  const words = state.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function compareBoard(
  jobs: readonly DumpJob[],
  cards: readonly SeenCard[],
  columns: readonly SeenColumn[],
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, SeenCard>();
  for (const card of cards) {
    if (seen.has(card.id)) problems.push(`card ${card.id} is shown twice`);
    seen.set(card.id, card);
  }
  const expectedCounts = new Map<string, number>();
  for (const job of jobs) {
    const column = columnTitle(job.state);
    expectedCounts.set(column, (expectedCounts.get(column) ?? 0) + 1);
    const card = seen.get(job.id);
    if (!card) problems.push(`job "${job.title}" (${job.state}) has no card`);
    else {
      if (card.column !== column)
        problems.push(`job "${job.title}" is in "${card.column}", the service says "${column}"`);
      if (card.title !== job.title)
        problems.push(`job ${job.id} shows "${card.title}", the service says "${job.title}"`);
    }
  }
  const known = new Set(jobs.map((job) => job.id));
  for (const card of cards)
    if (!known.has(card.id)) problems.push(`card "${card.title}" is not a job of the service`);
  for (const column of columns) {
    const expected = expectedCounts.get(column.title) ?? 0;
    if (column.count !== expected)
      problems.push(`column "${column.title}" counts ${column.count}, the service has ${expected}`);
  }
  return problems;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function compareChat(messages: readonly DumpMessage[], seen: readonly SeenMessage[]): string[] {
  const problems: string[] = [];
  if (seen.length !== messages.length)
    problems.push(`the log shows ${seen.length} messages, the service has ${messages.length}`);
  const shown = [...seen].sort((a, b) => a.index - b.index);
  messages.forEach((message, i) => {
    const item = shown[i];
    const author = message.role === 'user' ? 'You' : 'Agent';
    if (!item) return;
    if (!item.label.startsWith(author) || /not sent/.test(item.label))
      problems.push(`message ${i + 1} is "${item.label}", the service says ${author}`);
    if (!squash(item.text).includes(squash(message.text)))
      problems.push(
        `message ${i + 1} reads "${squash(item.text).slice(0, 80)}", the service says "${squash(message.text).slice(0, 80)}"`,
      );
  });
  const texts = shown.map((item) => `${item.label.split(' ')[0]}|${squash(item.text)}`);
  const dumpTexts = messages.map((m) => `${m.role}|${squash(m.text)}`);
  if (new Set(texts).size < texts.length && new Set(dumpTexts).size === dumpTexts.length)
    problems.push('a message is shown twice');
  return problems;
}
