import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import type { JsonObject } from '@/lib/api/resources/workflow';

interface PatchPreviewProps {
  patch: JsonObject | undefined;
  version: number;
  blocked: string | undefined;
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}

/** The exact RFC 7386 merge patch "Apply patch" would send, and the version it goes with. */
export function PatchPreview({ patch, version, blocked, onClose, ref }: PatchPreviewProps) {
  const empty = patch !== undefined && Object.keys(patch).length === 0;
  return (
    <section
      ref={ref}
      aria-label="Patch preview"
      className="scroll-mb-4 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Patch preview</h2>
        <Button variant="ghost" onClick={onClose}>
          Hide preview
        </Button>
      </div>
      {patch === undefined ? (
        <p className="mt-1 text-sm text-rose-800 dark:text-rose-200">
          No patch: {blocked ?? 'the edit is not a valid JSON object.'}
        </p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {empty
              ? 'Nothing has changed, so there is nothing to send.'
              : `Sent as the merge patch of input, with version ${version}:`}
          </p>
          <pre
            data-testid="patch-json"
            className="mt-2 max-h-80 overflow-auto rounded bg-slate-50 p-2 font-mono text-[13px] dark:bg-slate-900"
          >
            {JSON.stringify(patch, null, 2)}
          </pre>
          {blocked ? (
            <p className="mt-1 text-sm text-rose-800 dark:text-rose-200">Not sendable yet: {blocked}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
