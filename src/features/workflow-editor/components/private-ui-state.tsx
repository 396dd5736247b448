import type { JsonObject } from '@/lib/api/resources/workflow';

/** The caller's own `ui` state: shown, never edited here (the service has no write for it). */
export function PrivateUiState({ ui, uiVersion }: { ui: JsonObject; uiVersion: number }) {
  return (
    <section
      aria-labelledby="private-ui-title"
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h2 id="private-ui-title" className="text-sm font-semibold">
        Private UI state
      </h2>
      <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
        What the service keeps for your account alone (for example which parts another app shows folded).
        Shown as stored; it does not change how this editor shows the workflow, and it is read-only here.
      </p>
      <p className="mt-2 text-sm">UI version {uiVersion}</p>
      <pre
        aria-label="Private UI state JSON"
        tabIndex={0}
        className="mt-2 max-h-64 overflow-auto rounded bg-slate-50 p-2 font-mono text-[13px] dark:bg-slate-900"
      >
        {JSON.stringify(ui, null, 2)}
      </pre>
    </section>
  );
}
