import { EditorSelection, EditorState, type Transaction } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { indentLines, newlineKeepingIndent, outdentLines } from './editor-keys';

/** Runs a command on a document whose "|" marks the caret (two of them: a selection). */
function run(command: typeof newlineKeepingIndent, text: string) {
  const [from, to = from] = [...text.matchAll(/\|/g)].map((m, i) => m.index - i);
  let state = EditorState.create({
    doc: text.replaceAll('|', ''),
    selection: EditorSelection.single(from ?? 0, to),
    extensions: EditorState.allowMultipleSelections.of(true),
  });
  command({ state, dispatch: (tr: Transaction) => (state = tr.state) });
  const { from: f, to: t } = state.selection.main;
  const doc = state.doc.toString();
  return f === t
    ? `${doc.slice(0, f)}|${doc.slice(f)}`
    : `${doc.slice(0, f)}|${doc.slice(f, t)}|${doc.slice(t)}`;
}

describe('editor keys', () => {
  it('Enter keeps the indentation of the line', () => {
    expect(run(newlineKeepingIndent, '{\n  "a": 1,|\n}')).toBe('{\n  "a": 1,\n  |\n}');
  });

  it('Enter after an opener indents one level, and puts a closer that follows on its own line', () => {
    expect(run(newlineKeepingIndent, '  "a": [|')).toBe('  "a": [\n    |');
    expect(run(newlineKeepingIndent, '  "a": {|}')).toBe('  "a": {\n    |\n  }');
  });

  it('Enter replaces a selection', () => {
    expect(run(newlineKeepingIndent, '  |abc|def')).toBe('  \n  |def');
  });

  it('indents and outdents every selected line by two spaces', () => {
    expect(run(indentLines, '|a\nb|\nc')).toBe('  |a\n  b|\nc');
    expect(run(outdentLines, '  |a\n b\nc|')).toBe('|a\nb\nc|');
    // A selection ending at the start of a line leaves that line alone.
    expect(run(indentLines, '|a\n|b')).toBe('  |a\n|b');
  });
});
