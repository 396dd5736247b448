// CodeMirror 6 for the shared input, loaded on demand (this module is its own chunk). Its content
// element is the textbox "Shared input". Text set from outside (the tree, a rebase) is applied
// as the smallest change, so the caret stays where the person was typing.
import { Annotation, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  HighlightStyle,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { tags } from '@lezer/highlight';

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

// light-dark() follows the app's color-scheme (system, or the person's pick).
const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: 'light-dark(#0451a5, #9cdcfe)' },
  { tag: tags.string, color: 'light-dark(#a31515, #f0a58a)' },
  { tag: tags.number, color: 'light-dark(#116644, #b5cea8)' },
  { tag: [tags.bool, tags.null], color: 'light-dark(#1d4ed8, #7fb4f0)' },
  { tag: tags.invalid, color: 'light-dark(#b91c1c, #fca5a5)' },
]);

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
  '.cm-matchingBracket': { backgroundColor: 'light-dark(#e0f2fe, #0c4a6e)', outline: 'none' },
  '.cm-tooltip': {
    backgroundColor: 'light-dark(#ffffff, #0f172a)',
    color: 'inherit',
    border: '1px solid light-dark(#cbd5e1, #475569)',
  },
});

export function createJsonEditor(parent: HTMLElement, options: JsonEditorOptions): JsonEditorHandle {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        foldGutter(),
        lintGutter(),
        history(),
        drawSelection(),
        bracketMatching(),
        highlightActiveLine(),
        json(),
        syntaxHighlighting(highlight),
        theme,
        EditorView.lineWrapping,
        // Tab is left to the browser so keyboard users can leave the editor.
        keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap]),
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
      const length = view.state.doc.length;
      const diagnostics: Diagnostic[] = marks.map((mark) => {
        const from = Math.min(Math.max(0, mark.from), length);
        return {
          from,
          to: Math.min(Math.max(from, mark.to), length),
          message: mark.message,
          severity: mark.severity,
        };
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    destroy() {
      view.destroy();
    },
  };
}
