import type { JsonValue } from '@/lib/api/resources/workflow';
import { Button } from '@/components/ui/button';
import { formatPath, pathKey } from '@/domain/workflows/json-path';
import type { Conflict } from '@/domain/workflows/rebase';
import type { RebaseNotice } from '../store/drafts-store';

interface ChangedElsewhereProps {
  notice: RebaseNotice | undefined;
  conflicts: readonly Conflict[];
  /** A newer version that cannot be brought in while the text is not valid JSON. */
  waitingVersion: number | undefined;
  onTakeTheirs: (conflict: Conflict) => void;
  onKeepMine: (conflict: Conflict) => void;
  onDismiss: () => void;
}

function show(value: JsonValue | undefined): string {
  return value === undefined ? '(removed)' : JSON.stringify(value, null, 2);
}

/** Someone else saved a newer version while this edit was open: what came in, and what to decide. */
export function ChangedElsewhere({
  notice,
  conflicts,
  waitingVersion,
  onTakeTheirs,
  onKeepMine,
  onDismiss,
}: ChangedElsewhereProps) {
  if (!notice && conflicts.length === 0 && waitingVersion === undefined) return null;
  return (
    <section
      aria-labelledby="changed-elsewhere-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="changed-elsewhere-title" className="font-semibold">
        Changed elsewhere
      </h2>
      {waitingVersion !== undefined ? (
        <p className="mt-1">
          Version {waitingVersion} was saved elsewhere. Fix the JSON so their changes can be brought into your
          edit.
        </p>
      ) : null}
      {notice ? (
        <p className="mt-1">
          Version {notice.toVersion} was saved elsewhere while you edited version {notice.fromVersion}. Your
          edit is now based on version {notice.toVersion}.
          {notice.takenPaths.length > 0
            ? ` Paths you had not touched took their new values: ${notice.takenPaths.map(formatPath).join(', ')}.`
            : ''}
        </p>
      ) : null}
      {conflicts.length > 0 ? (
        <>
          <p className="mt-2 font-medium">
            You both changed {conflicts.length === 1 ? 'this path' : 'these paths'}. Choose which value to
            keep; until then Apply is off.
          </p>
          <ul className="mt-2 flex flex-col gap-3">
            {conflicts.map((conflict) => {
              const name = formatPath(conflict.path);
              return (
                <li
                  key={pathKey(conflict.path)}
                  aria-label={`Conflict at ${name}`}
                  className="rounded border border-amber-300 bg-white p-2 text-slate-900 dark:border-amber-800 dark:bg-slate-900 dark:text-slate-100"
                >
                  <p className="font-mono text-[13px] font-semibold">{name}</p>
                  <div className="mt-1 grid gap-2 sm:grid-cols-2">
                    <Side caption="Theirs" value={conflict.theirs} />
                    <Side caption="Yours" value={conflict.yours} />
                  </div>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {(
                      [
                        ['Take theirs', onTakeTheirs],
                        ['Keep mine', onKeepMine],
                      ] as const
                    ).map(([label, choose]) => (
                      <Button
                        key={label}
                        variant="secondary"
                        aria-label={`${label} for ${name}`}
                        onClick={() => choose(conflict)}
                      >
                        {label}
                      </Button>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : notice ? (
        <Button variant="ghost" className="mt-2" onClick={onDismiss}>
          Dismiss
        </Button>
      ) : null}
    </section>
  );
}

/** One side of a conflict: its value as JSON. */
function Side({ caption, value }: { caption: string; value: JsonValue | undefined }) {
  return (
    <figure>
      <figcaption className="text-xs font-medium">{caption}</figcaption>
      <pre className="overflow-auto rounded bg-slate-50 p-1.5 font-mono text-xs dark:bg-slate-800">
        {show(value)}
      </pre>
    </figure>
  );
}
