// A line diff between two revisions' text. The `diff` package is loaded only when someone
// compares, so the chat route does not carry it.
export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

export async function diffRevisionLines(before: string, after: string): Promise<DiffLine[]> {
  const { diffLines } = await import('diff');
  const lines: DiffLine[] = [];
  for (const change of diffLines(before, after)) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const parts = change.value.replace(/\n$/, '').split('\n');
    for (const text of parts) lines.push({ kind, text });
  }
  return lines;
}
