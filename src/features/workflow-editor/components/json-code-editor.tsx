import { useEffect, useRef, useState } from 'react';
import type { EditorMark, JsonEditorHandle } from './code-mirror/create-json-editor';

interface JsonCodeEditorProps {
  value: string;
  onChange: (text: string) => void;
  marks: readonly EditorMark[];
  describedBy?: string;
}

const LABEL = 'Shared input';

/** The JSON text of the shared input: CodeMirror once its chunk arrives, a plain textarea if it cannot load. */
export function JsonCodeEditor({ value, onChange, marks, describedBy }: JsonCodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<JsonEditorHandle | undefined>(undefined);
  const latest = useRef({ value, onChange });
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    let cancelled = false;
    import('./code-mirror/create-json-editor')
      .then(({ createJsonEditor }) => {
        if (cancelled || !hostRef.current) return;
        handleRef.current = createJsonEditor(hostRef.current, {
          text: latest.current.value,
          label: LABEL,
          describedBy,
          onChange: (text) => latest.current.onChange(text),
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      handleRef.current?.destroy();
      handleRef.current = undefined;
    };
  }, [describedBy]);

  useEffect(() => {
    handleRef.current?.setText(value);
  }, [value, status]);

  useEffect(() => {
    handleRef.current?.setMarks(marks);
  }, [marks, status]);

  if (status === 'failed') {
    return (
      <textarea
        aria-label={LABEL}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        className="min-h-80 w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-[13px] dark:border-slate-600 dark:bg-slate-900"
      />
    );
  }
  return (
    <div className="min-h-80 overflow-hidden rounded-md border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900">
      {status === 'loading' ? (
        <p className="p-3 text-sm text-slate-600 dark:text-slate-400">Loading the editor…</p>
      ) : null}
      <div ref={hostRef} className="h-full" />
    </div>
  );
}
