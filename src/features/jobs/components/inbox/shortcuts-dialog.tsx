// Every inbox shortcut, in a modal <dialog>: the browser gives it focus trapping, Escape and the
// return of focus to what opened it.
import { useEffect, useId, useRef } from 'react';
import { GO_TO_KEYS } from '@/components/layout/go-to-keys';
import { Button } from '@/components/ui/button';

const INBOX_SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: 'j', does: 'Select the next job' },
  { keys: 'k', does: 'Select the previous job' },
  { keys: '1 – 9', does: 'Answer the selected job with that choice' },
  { keys: 'o', does: 'Open the selected job' },
  { keys: 's', does: 'Snooze the selected job' },
  { keys: 'z', does: 'Undo the answers held last' },
  ...GO_TO_KEYS.map(({ key, label }) => ({ keys: `g ${key}`, does: `Go to ${label}` })),
  { keys: '?', does: 'Show these shortcuts' },
  { keys: 'Esc', does: 'Close this dialog' },
];

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Keyboard shortcuts
        </h2>
        <Button variant="ghost" onClick={onClose} aria-label="Close">
          ✕
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        They work anywhere on the inbox except while typing in a text box.
      </p>
      <dl className="mt-3 flex flex-col gap-2">
        {INBOX_SHORTCUTS.map(({ keys, does }) => (
          <div key={keys} className="flex gap-3 text-sm">
            <dt className="w-16 shrink-0">
              <kbd className="rounded border border-slate-300 px-1.5 font-mono dark:border-slate-600">
                {keys}
              </kbd>
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
    </dialog>
  );
}
