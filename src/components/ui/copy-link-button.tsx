// Copies a deep link to the clipboard and says so in a `status`. Where the clipboard is refused
// (no permission, an insecure origin), the link is shown instead so it can be copied by hand.
import { useEffect, useState } from 'react';
import { Button } from './button';

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'refused'; url: string };

const CLEAR_AFTER_MS = 4000;

export function CopyLinkButton({ path, label = 'Copy link' }: { path: string; label?: string }) {
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  useEffect(() => {
    if (state.kind !== 'copied') return undefined;
    const timer = setTimeout(() => setState({ kind: 'idle' }), CLEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    const url = new URL(path, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'refused', url });
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {state.kind === 'copied' ? 'Copied' : null}
        {state.kind === 'refused' ? (
          <>
            Could not copy. The link: <code className="select-all break-all">{state.url}</code>
          </>
        ) : null}
      </span>
    </span>
  );
}
