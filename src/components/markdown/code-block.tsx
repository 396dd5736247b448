// A code block with a Copy button. Highlighting arrives a moment later (the highlighter is loaded
// lazily); until then, and for languages we do not know, the code is shown plain.
import { useEffect, useState, type ReactNode } from 'react';
import { highlightTokens, languageOf, scopeClassName, type TokenNode } from './highlight';
import './highlight.css';
import { announce } from '@/lib/announcer/announcer-store';

function renderTokens(nodes: readonly TokenNode[], keyPrefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`;
    if (typeof node === 'string') return node;
    const children = Array.isArray(node.children) ? renderTokens(node.children, `${key}.`) : null;
    return node.scope ? (
      <span key={key} className={scopeClassName(node.scope)}>
        {children}
      </span>
    ) : (
      <span key={key}>{children}</span>
    );
  });
}

function useHighlighted(code: string, hint: string | undefined): TokenNode[] | undefined {
  const language = languageOf(hint);
  const [result, setResult] = useState<{ code: string; language: string; tokens: TokenNode[] | undefined }>();
  useEffect(() => {
    if (!language) return undefined;
    const gone = new AbortController();
    highlightTokens(code, language, gone.signal)
      .then((tokens) => {
        if (!gone.signal.aborted) setResult({ code, language, tokens });
      })
      .catch(() => {
        // The highlighter chunk failed to load (offline, say): plain code is still readable.
      });
    return () => gone.abort();
  }, [code, language]);
  return result && result.code === code && result.language === language ? result.tokens : undefined;
}

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  // Said by the app's one voice; the button shows it.
  const copy = () => {
    const done = (outcome: 'copied' | 'failed') => {
      setState(outcome);
      announce({ kind: 'say', text: outcome === 'copied' ? 'Copied to the clipboard' : 'Could not copy' });
    };
    if (!navigator.clipboard) {
      done('failed');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => done('copied'),
      () => done('failed'),
    );
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={label}
      className="relative rounded px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700"
    >
      <span aria-hidden="true">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </span>
    </button>
  );
}

export function CodeBlock({ code, language, label }: { code: string; language?: string; label?: string }) {
  const tokens = useHighlighted(code, language);
  const shownLanguage = languageOf(language) ?? language?.replace(/^language-/, '');
  return (
    <div className="my-2 overflow-hidden rounded-md border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-2 py-1 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300">
        <span className="truncate font-mono">{label ?? shownLanguage ?? 'text'}</span>
        <CopyButton text={code} />
      </div>
      <pre tabIndex={0} className="hljs-block max-h-[32rem] overflow-auto p-3 text-[13px] leading-relaxed">
        <code className="font-mono">{tokens ? renderTokens(tokens) : code}</code>
      </pre>
    </div>
  );
}
