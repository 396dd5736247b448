// The inbox keeps the person's place when they take something back or put it off: Undo of an
// answer selects the undone job again (so the next `1`–`9` answers it, not the job below), and a
// snooze selects the next row, focuses it, and offers "Snoozed · Undo", which selects it again.
import { useCallback, useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useSnoozeStore } from '@/domain/jobs/snoozes';
import type { SnoozedPlace } from '../components/snoozed-note';
import { nextWaiting, type InboxEntry } from '../model/inbox-entries';
import { onAnswersUndone } from '@/domain/jobs/writes/undone-answers';

interface InboxPlace {
  entries: readonly InboxEntry[];
  select: (jobId: string) => void;
  /** Set when the next selection is to take focus too (see the inbox's layout effect). */
  focusWantedRef: RefObject<boolean>;
  answeredHereRef: RefObject<Set<string>>;
}

/** Focus follows the selection unless the person has gone somewhere else meanwhile. */
function focusIsInTheList(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest('[data-inbox-item]') !== null;
}

export function useInboxPlace({ entries, select, focusWantedRef, answeredHereRef }: InboxPlace) {
  const [snoozed, setSnoozed] = useState<SnoozedPlace>();
  const reselectUndone = useEffectEvent((jobIds: readonly string[]) => {
    for (const id of jobIds) answeredHereRef.current.delete(id);
    const back = entries.find((entry) => jobIds.includes(entry.id) && !entry.departed);
    if (!back) return;
    focusWantedRef.current = focusIsInTheList();
    select(back.id);
  });
  useEffect(() => onAnswersUndone((jobIds) => reselectUndone(jobIds)), []);

  const onSnoozed = useCallback(
    (jobId: string) => {
      const entry = entries.find((candidate) => candidate.id === jobId);
      const next = nextWaiting(entries, jobId, answeredHereRef.current);
      // The menu that had focus is gone with its row: focus goes to the row now selected.
      focusWantedRef.current = true;
      if (next) select(next);
      setSnoozed({ jobId, title: entry?.job.title || 'Untitled job' });
    },
    [entries, select, focusWantedRef, answeredHereRef],
  );
  const undoSnooze = useCallback(
    (place: SnoozedPlace) => {
      useSnoozeStore.getState().actions.wake(place.jobId);
      setSnoozed(undefined);
      focusWantedRef.current = true;
      select(place.jobId);
    },
    [select, focusWantedRef],
  );
  const forgetSnoozed = useCallback(() => setSnoozed(undefined), []);
  return { snoozed, onSnoozed, undoSnooze, forgetSnoozed };
}
