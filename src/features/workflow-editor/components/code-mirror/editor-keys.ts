// The few key bindings the JSON editor adds to the browser's own editing (arrows, Backspace and
// Delete work natively in CodeMirror's content element): a new line keeps the indentation and
// opens a block after `{` or `[`, and Mod-] / Mod-[ indent and outdent the selected lines.
// Written against @codemirror/state alone: the stock commands would pull in the Lezer stack.
import { EditorSelection, type EditorState, type Transaction } from '@codemirror/state';

interface Target {
  state: EditorState;
  dispatch: (transaction: Transaction) => void;
}

const UNIT = '  ';

/** Enter: the new line starts at the current indentation, one level deeper after an opener. */
export function newlineKeepingIndent({ state, dispatch }: Target): boolean {
  const transaction = state.changeByRange((range) => {
    const line = state.doc.lineAt(range.from);
    const indent = /^\s*/.exec(line.text)?.[0] ?? '';
    const before = line.text.slice(0, range.from - line.from).trimEnd();
    const after = state.doc.sliceString(range.to, line.to).trimStart();
    const opens = before.endsWith('{') || before.endsWith('[');
    const closesRightAway = opens && /^[}\]]/.test(after);
    const inner = `\n${indent}${opens ? UNIT : ''}`;
    const insert = closesRightAway ? `${inner}\n${indent}` : inner;
    return {
      changes: { from: range.from, to: range.to, insert },
      range: EditorSelection.cursor(range.from + inner.length),
    };
  });
  dispatch(state.update(transaction, { scrollIntoView: true, userEvent: 'input' }));
  return true;
}

function selectedLines(state: EditorState): number[] {
  const lines = new Set<number>();
  for (const range of state.selection.ranges) {
    const last = state.doc.lineAt(range.to);
    // A selection that ends at the very start of a line does not take that line with it.
    const end = range.to > range.from && last.from === range.to ? last.number - 1 : last.number;
    for (let n = state.doc.lineAt(range.from).number; n <= end; n++) lines.add(n);
  }
  return [...lines];
}

export function indentLines({ state, dispatch }: Target): boolean {
  const changes = selectedLines(state).map((n) => ({ from: state.doc.line(n).from, insert: UNIT }));
  dispatch(state.update({ changes, userEvent: 'input.indent' }));
  return true;
}

export function outdentLines({ state, dispatch }: Target): boolean {
  const changes = selectedLines(state).flatMap((n) => {
    const line = state.doc.line(n);
    const width = /^ {0,2}/.exec(line.text)?.[0].length ?? 0;
    return width > 0 ? [{ from: line.from, to: line.from + width }] : [];
  });
  if (changes.length > 0) dispatch(state.update({ changes, userEvent: 'delete.dedent' }));
  return true;
}
