// Every inbox shortcut, in a modal dialog.
import { GO_TO_KEYS } from '@/components/layout/go-to-keys';
import { ModalDialog } from '@/components/ui/modal-dialog';

const INBOX_SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: 'j', does: 'Select the next job' },
  { keys: 'k', does: 'Select the previous job' },
  { keys: '1 – 9', does: 'Answer the selected job with that choice' },
  { keys: 'r', does: 'Write a free answer to the selected job' },
  { keys: 'Esc', does: 'Leave the answer box, back to the selected job (what was typed is kept)' },
  { keys: 'l', does: 'Answer as last time (when a “Last time” is shown)' },
  { keys: 'o', does: 'Open the selected job' },
  { keys: 's', does: 'Snooze the selected job' },
  { keys: 'z', does: 'Undo the answers held last' },
  ...GO_TO_KEYS.map(({ key, label }) => ({ keys: `g ${key}`, does: `Go to ${label}` })),
  { keys: '?', does: 'Show these shortcuts' },
  { keys: 'Esc', does: 'Close this dialog' },
];

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog title="Keyboard shortcuts" open={open} width="narrow" onClose={onClose}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        They work anywhere on the inbox except while typing in a text box.
      </p>
      <dl className="mt-3 flex flex-col gap-2">
        {INBOX_SHORTCUTS.map(({ keys, does }) => (
          <div key={`${keys} ${does}`} className="flex gap-3 text-sm">
            <dt className="w-16 shrink-0">
              <kbd className="rounded border border-slate-300 px-1.5 font-mono dark:border-slate-600">
                {keys}
              </kbd>
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
