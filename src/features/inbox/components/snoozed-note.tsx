// After a snooze, the place it left: "Snoozed “TITLE”" with Undo, for a few seconds, as a mail
// app does after archiving. Undo wakes the job and the screen puts the selection back on it.
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** How long the note stays, unless another snooze replaces it. */
const SHOWN_MS = 10_000;

export interface SnoozedPlace {
  jobId: string;
  title: string;
}

interface SnoozedNoteProps {
  snoozed: SnoozedPlace | undefined;
  onUndo: (snoozed: SnoozedPlace) => void;
  onGone: () => void;
}

export function SnoozedNote({ snoozed, onUndo, onGone }: SnoozedNoteProps) {
  useEffect(() => {
    if (!snoozed) return undefined;
    const timer = setTimeout(onGone, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [snoozed, onGone]);
  if (!snoozed) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800">
      <p role="status">Snoozed “{snoozed.title}”</p>
      <Button variant="secondary" className="ml-auto max-sm:min-h-11" onClick={() => onUndo(snoozed)}>
        Undo
      </Button>
    </div>
  );
}
