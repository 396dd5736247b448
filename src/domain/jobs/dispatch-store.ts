// The "New job" box: submitting takes the text and empties the box at once, so the next job can be
// typed while this one is on its way. The dispatch itself is a record of the write path (failed
// ones wait beside the form with Retry and Discard, in every tab); this store keeps the box's
// draft, the last dispatch (for the board's note), the text typed for jobs the service still calls
// by a placeholder, and a dispatch whose code could not be fetched (its text back in the box).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { accountStorage, registerAccountStore } from '@/lib/storage/account-storage';

interface FailedDispatch {
  id: number;
  text: string;
  reason: string;
  /** The text went back into the box (which was empty), rather than waiting beside it. */
  inBox: boolean;
}

/** What was typed for a job dispatched here, and the placeholder title the service gave it. */
interface DispatchedText {
  text: string;
  placeholder: string;
}

/** Dispatches remembered for their text: the service renames a job within moments. */
const MAX_DISPATCHED = 50;

interface DispatchState {
  draft: string;
  failed: FailedDispatch[];
  /** The last job dispatched from this browser, so the board can say when a filter hides it. */
  lastJobId: string | undefined;
  /** What was typed for it: the service's title is a placeholder until the agent names the job. */
  lastText: string | undefined;
  /** By job id (a Map: ids come from the service). */
  dispatched: ReadonlyMap<string, DispatchedText>;
  actions: {
    setDraft: (text: string) => void;
    /** Takes the box's text for a dispatch and empties the box; undefined when there is nothing to send. */
    take: () => string | undefined;
    /** Takes a failed dispatch's text for another try. */
    retake: (id: number) => string | undefined;
    succeeded: (jobId: string, text: string, placeholder?: string) => void;
    failed: (text: string, reason: string) => void;
    discard: (id: number) => void;
    /** The board's filter changed: a notice about the last dispatch would now be stale. */
    forgetLast: () => void;
  };
}

let nextId = 1;

export const useDispatchStore = registerAccountStore(
  create<DispatchState>()(
    persist(
      (set, get) => ({
        draft: '',
        failed: [],
        lastJobId: undefined,
        lastText: undefined,
        dispatched: new Map(),
        actions: {
          setDraft: (draft) => set({ draft }),
          take: () => {
            const text = get().draft.trim();
            if (text === '') return undefined;
            // A notice about text put back in the box is answered by sending the box again.
            set((s) => ({ draft: '', failed: s.failed.filter((f) => !f.inBox) }));
            return text;
          },
          retake: (id) => {
            const entry = get().failed.find((f) => f.id === id);
            if (!entry) return undefined;
            set((s) => ({ failed: s.failed.filter((f) => f.id !== id) }));
            return entry.text;
          },
          succeeded: (jobId, text, placeholder) =>
            set((s) => {
              if (placeholder === undefined) return { lastJobId: jobId, lastText: text };
              const dispatched = new Map(s.dispatched).set(jobId, { text, placeholder });
              for (const id of dispatched.keys()) {
                if (dispatched.size <= MAX_DISPATCHED) break;
                dispatched.delete(id);
              }
              return { lastJobId: jobId, lastText: text, dispatched };
            }),
          failed: (text, reason) =>
            set((s) => {
              const inBox = s.draft.trim() === '';
              const entry: FailedDispatch = { id: nextId++, text, reason, inBox };
              return {
                draft: inBox ? text : s.draft,
                failed: [...s.failed, entry],
              };
            }),
          discard: (id) => set((s) => ({ failed: s.failed.filter((f) => f.id !== id) })),
          forgetLast: () =>
            set((s) => (s.lastJobId === undefined ? s : { lastJobId: undefined, lastText: undefined })),
        },
      }),
      {
        // What is typed in the box is saved as it is typed (nothing typed is lost to a closed tab).
        name: 'agent-console:dispatch-draft',
        version: 1,
        storage: accountStorage(),
        partialize: (s) => ({ draft: s.draft }),
      },
    ),
  ),
);

/**
 * The title a card shows: what was typed for a job dispatched here while the service still gives
 * it the placeholder title it answered the dispatch with; the service's own title after that.
 */
export function useShownTitle(jobId: string, title: string | undefined): string | undefined {
  const dispatched = useDispatchStore((s) => s.dispatched.get(jobId));
  return dispatched && (title === dispatched.placeholder || !title) ? dispatched.text : title;
}
