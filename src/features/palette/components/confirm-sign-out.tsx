// Signing out forgets the key and everything stored for the account, in every tab: too much for
// one stray Enter. The palette asks first, in a modal dialog over its own.
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

export function ConfirmSignOut({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Closed before the palette takes focus back: closing later would move focus again.
  const cancel = () => {
    dialog.current?.close();
    onCancel();
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape closes this dialog only; the palette stays open under it.
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      className="m-0 mx-auto mt-[20vh] w-[min(26rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-2xl backdrop:bg-slate-950/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-base font-semibold">
        Sign out of this account?
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        The API key and everything this browser keeps for the account (drafts, known chats, uploads, workflow
        drafts) are forgotten in every open tab.
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel} className="pointer-coarse:min-h-11">
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} className="pointer-coarse:min-h-11">
          Sign out
        </Button>
      </div>
    </dialog>
  );
}
