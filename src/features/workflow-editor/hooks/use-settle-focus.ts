// Where focus goes when a patch settles. "Apply patch" is off while it sends (and after, with
// nothing left to send), and Retry is gone while it sends, so the focus they had is lost: it goes
// to what became of the patch: Retry when there is one to press (a 409), otherwise the message
// itself, saved or refused. Focus the person moved elsewhere meanwhile (the text, the tree) stays.
import { useEffect, useRef, type RefObject } from 'react';

type Status = 'idle' | 'pending' | 'success' | 'error';

/** Call the returned function as the patch is sent; `submittedAt` tells one sending from the next. */
export function useSettleFocus(
  { status, submittedAt }: { status: Status; submittedAt: number },
  feedbackRef: RefObject<HTMLElement | null>,
) {
  const sentFrom = useRef<Element | null>(null);
  // After the commit that shows the outcome (a callback of the mutation itself can run before
  // React has rendered the alert, and would find nothing to focus).
  useEffect(() => {
    const from = sentFrom.current;
    const feedback = feedbackRef.current;
    if (!from || !feedback || (status !== 'success' && status !== 'error')) return;
    sentFrom.current = null;
    const now = document.activeElement;
    const lost =
      !now ||
      now === document.body ||
      (now instanceof HTMLButtonElement && (now.disabled || now === from)) ||
      !now.isConnected;
    if (!lost) return;
    const target =
      feedback.querySelector<HTMLElement>('button:not(:disabled)') ??
      feedback.querySelector<HTMLElement>('[role="alert"], [role="status"]');
    if (!target) return;
    if (!(target instanceof HTMLButtonElement)) target.tabIndex = -1; // a message, focusable by script only
    target.focus();
  }, [status, submittedAt, feedbackRef]);
  return () => {
    sentFrom.current = document.activeElement;
  };
}
