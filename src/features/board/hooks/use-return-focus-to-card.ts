// Once the answer drawer has closed (the page behind it is no longer inert), focus goes back to the
// "Answer" that opened it, or to the card's link once the job no longer offers it.
import { useCallback } from 'react';

export function useReturnFocusToCard(): (jobId: string) => void {
  return useCallback((jobId: string) => {
    const card = document.querySelector<HTMLElement>(`[data-job-card="${CSS.escape(jobId)}"]`);
    (card?.querySelector<HTMLElement>('[data-answer-for]') ?? card?.querySelector<HTMLElement>('a'))?.focus();
  }, []);
}
