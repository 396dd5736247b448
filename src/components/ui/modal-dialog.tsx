// A modal <dialog> with a heading and a Close button. The browser traps focus in it, closes it on
// Escape and gives focus back to what opened it; every way of closing ends in the dialog's close
// event, so onClose runs once whichever way it went.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

const WIDTHS = {
  narrow: 'w-[min(28rem,calc(100vw-2rem))]',
  wide: 'w-[min(32rem,calc(100vw-2rem))]',
  /** Nearly the whole viewport: for what is looked at, such as an image at full size. */
  full: 'w-[calc(100vw-2rem)] max-w-none max-h-[calc(100dvh-2rem)]',
};

interface ModalDialogProps {
  title: ReactNode;
  /** Shown while true; a dialog that is open for as long as it is mounted leaves it out. */
  open?: boolean;
  width: keyof typeof WIDTHS;
  onClose: () => void;
  /** Given `close`, for content that closes the dialog itself (a choice that is final). */
  children: ReactNode | ((close: (event: { currentTarget: Element }) => void) => ReactNode);
}

/**
 * Closes the dialog that holds `inside`; its close event then runs `onClose`. Where the browser has
 * no modal dialog (jsdom), nothing would fire that event, so `onClose` is called here.
 */
export function closeDialogAround(inside: Element | null, onClose: () => void) {
  const dialog = inside?.closest('dialog');
  if (dialog?.open && dialog.close) dialog.close();
  else onClose();
}

export function ModalDialog({ title, open = true, width, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  // From the control that closes it, not a ref, so content may be handed it while rendering.
  const close = (event: { currentTarget: Element }) => closeDialogAround(event.currentTarget, onClose);
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={onClose}
      className={`m-auto ${WIDTHS[width]} rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Button variant="ghost" onClick={close} aria-label="Close">
          ✕
        </Button>
      </div>
      {typeof children === 'function' ? children(close) : children}
    </dialog>
  );
}
