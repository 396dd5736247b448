// A line diff between two revisions' text. The `diff` package is loaded only when someone
// compares, so the chat route does not carry it. Its work grows with the product of the changes
// (Myers), so it runs in its asynchronous mode, a step per task, and gives up past MAX_EDITS:
// two large revisions that share little are summarised, not compared line by line.
export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

/** Past this many added and removed lines, the revisions are too different to compare here. */
const MAX_EDITS = 4_000;

/** The lines that differ, or undefined when the revisions differ in more than `maxEdits` lines. */
export async function diffRevisionLines(
  before: string,
  after: string,
  maxEdits = MAX_EDITS,
): Promise<DiffLine[] | undefined> {
  const { diffLines } = await import('diff');
  const changes = await new Promise<ReturnType<typeof diffLines> | undefined>((resolve) => {
    diffLines(before, after, { maxEditLength: maxEdits, callback: resolve });
  });
  if (!changes) return undefined;
  const lines: DiffLine[] = [];
  for (const change of changes) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const parts = change.value.replace(/\n$/, '').split('\n');
    for (const text of parts) lines.push({ kind, text });
  }
  return lines;
}
