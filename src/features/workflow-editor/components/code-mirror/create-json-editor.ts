// CodeMirror 6 for the shared input, loaded on demand (this module is its own chunk). Its content
// element is the textbox "Shared input". Text set from outside (the tree, a rebase) is applied
// as the smallest change, so the caret stays where the person was typing. Only the view, the
// state and the undo history come from CodeMirror: JSON colours (json-tokens.ts), the problem
// marks and the few key bindings (editor-keys.ts) are ours, which keeps the Lezer parser stack,
// @codemirror/language and @codemirror/lint out of the chunk (decision 008).
import { Annotation, RangeSetBuilder, StateEffect, StateField, EditorState } from '@codemirror/state';
import {
  Decoration,
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { history, historyKeymap, selectAll } from '@codemirror/commands';
import { indentLines, newlineKeepingIndent, outdentLines } from './editor-keys';
import { tokenizeJsonLine, type JsonTokenKind } from './json-tokens';

export interface EditorMark {
  from: number;
  to: number;
  message: string;
  severity: 'error' | 'warning';
}

export interface JsonEditorHandle {
  setText: (text: string) => void;
  setMarks: (marks: readonly EditorMark[]) => void;
  destroy: () => void;
}

export interface JsonEditorOptions {
  text: string;
  label: string;
  describedBy?: string;
  onChange: (text: string) => void;
}

const fromOutside = Annotation.define<boolean>();

const TOKEN_MARKS: Record<JsonTokenKind, Decoration> = {
  property: Decoration.mark({ class: 'cm-json-property' }),
  string: Decoration.mark({ class: 'cm-json-string' }),
  number: Decoration.mark({ class: 'cm-json-number' }),
  literal: Decoration.mark({ class: 'cm-json-literal' }),
  invalid: Decoration.mark({ class: 'cm-json-invalid' }),
};

function tokenDecorations(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const { from, to } of view.visibleRanges) {
    for (let pos = from; pos <= to;) {
      const line = view.state.doc.lineAt(pos);
      for (const token of tokenizeJsonLine(line.text))
        builder.add(line.from + token.from, line.from + token.to, TOKEN_MARKS[token.kind]);
      pos = line.to + 1;
    }
  }
  return builder.finish();
}

const jsonHighlighting = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = tokenDecorations(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) this.decorations = tokenDecorations(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

// The problems of the edit, underlined where they are (the list under the editor says them in words).
const setProblems = StateEffect.define<DecorationSet>();
const problemMarks = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    for (const effect of transaction.effects) if (effect.is(setProblems)) return effect.value;
    return marks.map(transaction.changes);
  },
  provide: (field) => EditorView.decorations.from(field),
});

function problemDecorations(state: EditorState, marks: readonly EditorMark[]): DecorationSet {
  const length = state.doc.length;
  const ranges = marks.flatMap((mark) => {
    let from = Math.min(Math.max(0, mark.from), length);
    let to = Math.min(Math.max(from, mark.to), length);
    // An empty range (an unexpected end, say) marks the character before it, if any.
    if (from === to) [from, to] = to < length ? [from, to + 1] : [Math.max(0, from - 1), to];
    if (from === to) return [];
    const className = `cm-problem cm-problem-${mark.severity}`;
    return [Decoration.mark({ class: className, attributes: { title: mark.message } }).range(from, to)];
  });
  return Decoration.set(ranges, true);
}

const theme = EditorView.theme({
  '&': { backgroundColor: 'transparent', color: 'inherit', fontSize: '13px', height: '100%' },
  '&.cm-focused': { outline: '2px solid light-dark(#0284c7, #38bdf8)', outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.5' },
  '.cm-content': { caretColor: 'light-dark(#0f172a, #f8fafc)' },
  '.cm-cursor': { borderLeftColor: 'light-dark(#0f172a, #f8fafc)' },
  '.cm-gutters': {
    backgroundColor: 'light-dark(#f8fafc, #0f172a)',
    color: 'light-dark(#475569, #94a3b8)',
    border: 'none',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'light-dark(#f1f5f9, #1e293b)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'light-dark(#bae6fd, #075985)',
  },
  // light-dark() follows the app's color-scheme (system, or the person's pick).
  '.cm-json-property': { color: 'light-dark(#0451a5, #9cdcfe)' },
  '.cm-json-string': { color: 'light-dark(#a31515, #f0a58a)' },
  '.cm-json-number': { color: 'light-dark(#116644, #b5cea8)' },
  '.cm-json-literal': { color: 'light-dark(#1d4ed8, #7fb4f0)' },
  '.cm-json-invalid': { color: 'light-dark(#b91c1c, #fca5a5)' },
  '.cm-problem': { textDecoration: 'underline wavy', textUnderlineOffset: '3px' },
  '.cm-problem-error': { textDecorationColor: 'light-dark(#b91c1c, #f87171)' },
  '.cm-problem-warning': { textDecorationColor: 'light-dark(#b45309, #fbbf24)' },
});

export function createJsonEditor(parent: HTMLElement, options: JsonEditorOptions): JsonEditorHandle {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        jsonHighlighting,
        problemMarks,
        theme,
        EditorView.lineWrapping,
        // Tab is left to the browser so keyboard users can leave the editor. Arrows, Backspace,
        // Delete and Home/End are the browser's own editing.
        keymap.of([
          ...historyKeymap,
          { key: 'Enter', run: newlineKeepingIndent },
          { key: 'Mod-a', run: selectAll },
          { key: 'Mod-]', run: indentLines },
          { key: 'Mod-[', run: outdentLines },
        ]),
        EditorView.contentAttributes.of({
          'aria-label': options.label,
          ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromOutside))) {
            options.onChange(update.state.doc.toString());
          }
        }),
      ],
    }),
  });

  return {
    setText(text) {
      const current = view.state.doc.toString();
      if (current === text) return;
      let start = 0;
      while (start < current.length && start < text.length && current[start] === text[start]) start++;
      let endOld = current.length;
      let endNew = text.length;
      while (endOld > start && endNew > start && current[endOld - 1] === text[endNew - 1]) {
        endOld--;
        endNew--;
      }
      view.dispatch({
        changes: { from: start, to: endOld, insert: text.slice(start, endNew) },
        annotations: fromOutside.of(true),
      });
    },
    setMarks(marks) {
      view.dispatch({ effects: setProblems.of(problemDecorations(view.state, marks)) });
    },
    destroy() {
      view.destroy();
    },
  };
}
