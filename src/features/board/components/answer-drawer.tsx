// The answer panel over the board, never beside it: a modal <dialog> at the side (full width on a
// phone), so the columns keep their room. The browser gives it the backdrop, keeps focus inside
// it and leaves the page behind it inert; Escape and a click on the backdrop close it.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';

interface AnswerDrawerProps {
  label: string;
  onClose: () => void;
  /** After the dialog has closed, when focus can go back to the page. */
  onClosed: () => void;
  children: ReactNode;
}

export function AnswerDrawer({ label, onClose, onClosed, children }: AnswerDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Escape may reach both the panel's own handler and the dialog's cancel: closing is idempotent.
  const close = useEffectEvent(() => onClose());
  const closed = useEffectEvent(() => onClosed());
  // Before the panel's effects, so its heading can take focus inside an already open dialog.
  // StrictMode (the dev server) runs this twice on mount: the first cleanup's close() queues a
  // `close` event that arrives after the second run has opened the dialog again. Only a dialog
  // that is still closed, or gone, counts as closed; otherwise `npm start` shut every drawer.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      dialog?.close?.();
      queueMicrotask(() => {
        if (!dialog?.isConnected || !dialog.open) closed();
      });
    };
  }, []);
  // A click on the backdrop (the dialog itself, outside its content) closes it; Escape is the
  // keyboard's way, so this listener needs no key twin.
  useEffect(() => {
    const dialog = ref.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) close();
    };
    dialog?.addEventListener('click', onClick);
    return () => dialog?.removeEventListener('click', onClick);
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      // The panel's number keys still pick a choice in here (see isShortcutKey).
      data-screen-keys=""
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Closed by the browser itself (an Escape it does not offer as a cancel): follow it, unless
      // it is open again by now (StrictMode's second mount, above).
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-transparent p-0 text-slate-900 backdrop:bg-slate-950/50 sm:w-[28rem] dark:text-slate-100"
    >
      <div className="min-h-full bg-white p-2 shadow-2xl dark:bg-slate-950">{children}</div>
    </dialog>
  );
}
