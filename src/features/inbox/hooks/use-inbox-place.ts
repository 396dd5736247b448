// The inbox keeps the person's place when they take something back or put it off: Undo of an
// answer selects the undone job again (so the next `1`–`9` answers it, not the job below), and a
// snooze selects the next row, focuses it, and offers "Snoozed · Undo", which selects it again.
// It keeps the jobs answered here, which the selection passes over, to those still waiting.
import { useCallback, useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useSnoozeStore } from '@/domain/jobs/snoozes';
import type { SnoozedPlace } from '../components/snoozed-note';
import { nextWaiting, type InboxEntry } from '../model/inbox-entries';
import { onAnswersUndone } from '@/domain/jobs/writes/undone-answers';
import { jobTitle } from '@/domain/jobs/job-title';

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
  // A job answered here is passed over by the selection while its answer is held or on its way;
  // once it stops waiting (or leaves), a later question of its own is a new wait, not passed over.
  useEffect(() => {
    for (const jobId of answeredHereRef.current) {
      const entry = entries.find((candidate) => candidate.id === jobId);
      if (!entry || entry.departed) answeredHereRef.current.delete(jobId);
    }
  }, [entries, answeredHereRef]);

  const onSnoozed = useCallback(
    (jobId: string) => {
      const entry = entries.find((candidate) => candidate.id === jobId);
      const next = nextWaiting(entries, jobId, answeredHereRef.current);
      // The menu that had focus is gone with its row: focus goes to the row now selected.
      focusWantedRef.current = true;
      if (next) select(next);
      setSnoozed({ jobId, title: jobTitle(entry?.job.title) });
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
