import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { isApiError } from '@/lib/api/errors';

interface ApplyFeedbackProps {
  savedVersion: number | undefined;
  /** An edit exists beside the saved version (typed while the write was in flight). */
  laterEdit: boolean;
  error: unknown;
  onRetry: () => void;
  retryDisabled: boolean;
}

/** What became of the last "Apply patch": saved, refused (400), contention (409) or another failure. */
export function ApplyFeedback({
  savedVersion,
  laterEdit,
  error,
  onRetry,
  retryDisabled,
}: ApplyFeedbackProps) {
  return (
    <>
      <div>
        {savedVersion !== undefined ? (
          <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
            Saved — version {savedVersion}
            {laterEdit ? (
              <span className="font-normal text-slate-700 dark:text-slate-300">
                {' '}
                · changes made since are not saved yet
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {error ? <ApplyError error={error} onRetry={onRetry} retryDisabled={retryDisabled} /> : null}
    </>
  );
}

function ApplyError({
  error,
  onRetry,
  retryDisabled,
}: {
  error: unknown;
  onRetry: () => void;
  retryDisabled: boolean;
}) {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 409) {
    return (
      <ErrorAlert title="The patch was not saved: others were writing at the same time" error={error}>
        <p className="w-full">Your edit is kept. Retry sends it again.</p>
        <Button onClick={onRetry} disabled={retryDisabled}>
          Retry
        </Button>
      </ErrorAlert>
    );
  }
  if (status === 400 || status === 422) {
    const path = isApiError(error) ? error.path : undefined;
    return (
      <ErrorAlert
        title={path ? `The patch was refused: ${path} is not writable` : 'The patch was refused'}
        error={error}
      >
        <p className="w-full">
          Nothing was changed. Your edit is kept{path ? `, with ${path} marked` : ''}: undo that change, then
          apply again.
        </p>
      </ErrorAlert>
    );
  }
  return (
    <ErrorAlert title="The patch was not saved" error={error}>
      <p className="w-full">Your edit is kept.</p>
      <Button onClick={onRetry} disabled={retryDisabled}>
        Retry
      </Button>
    </ErrorAlert>
  );
}
