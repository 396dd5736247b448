// The palette's modal <dialog>: opened with the palette, its text box focused (the caret after
// what was typed before the palette was in), and the launcher told when it closes.
import { useEffect, type RefObject } from 'react';

export function usePaletteDialog(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    const input = element.querySelector<HTMLInputElement>('[cmdk-input]');
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length); // after what was typed
    // A close event is queued: one from a dialog this effect closed on cleanup (React runs effects
    // twice in development) arrives after it was opened again, and must not close the palette.
    const closed = () => {
      if (!element.open) onClose();
    };
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('close', closed);
      if (element.open) element.close();
    };
  }, [dialog, onClose]);
}
