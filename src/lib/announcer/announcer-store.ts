// The one voice for live changes: short sentences for the polite "Announcements" region. It says
// at most one sentence a second; what comes faster waits its turn, and jobs that start to need
// input while others wait are merged into one count ("3 jobs need your input"). A sentence already
// waiting is not queued twice, so a repeated event is never read twice.
import { create } from 'zustand';

const ANNOUNCE_GAP_MS = 1000;

export type Announcement = { kind: 'needs-input'; title: string } | { kind: 'say'; text: string };

interface Spoken {
  text: string;
  /** Bumped on every sentence, so the same words said again are a new node a reader speaks. */
  seq: number;
}

interface AnnouncerState {
  spoken: Spoken;
  queue: readonly Announcement[];
  lastAt: number;
  actions: { announce: (announcement: Announcement) => void };
}

/** The next sentence from the queue, and what stays queued: every "needs input" merges into one. */
export function nextSentence(
  queue: readonly Announcement[],
): { text: string; rest: Announcement[] } | undefined {
  const first = queue[0];
  if (!first) return undefined;
  if (first.kind === 'needs-input') {
    const waiting = queue.filter((item) => item.kind === 'needs-input');
    const rest = queue.filter((item) => item.kind !== 'needs-input');
    const text =
      waiting.length === 1 ? `“${first.title}” needs your input` : `${waiting.length} jobs need your input`;
    return { text, rest };
  }
  return { text: first.text, rest: queue.slice(1) };
}

const same = (a: Announcement, b: Announcement) =>
  a.kind === b.kind &&
  (a.kind === 'say' ? a.text === (b as typeof a).text : a.title === (b as typeof a).title);

// A sentence is due (a timer runs) exactly while the queue holds one, so the queue in the state is
// all there is to it: a store reset to an empty queue is a fresh announcer.
export const useAnnouncer = create<AnnouncerState>()((set, get) => {
  const speakNext = () => {
    const next = nextSentence(get().queue);
    if (!next) return;
    set((s) => ({
      spoken: { text: next.text, seq: s.spoken.seq + 1 },
      queue: next.rest,
      lastAt: Date.now(),
    }));
    if (next.rest.length > 0) setTimeout(speakNext, ANNOUNCE_GAP_MS);
  };
  return {
    spoken: { text: '', seq: 0 },
    queue: [],
    lastAt: Number.NEGATIVE_INFINITY,
    actions: {
      announce: (announcement) => {
        const { queue, lastAt } = get();
        if (queue.some((item) => same(item, announcement))) return;
        set({ queue: [...queue, announcement] });
        if (queue.length > 0) return; // the one before it is due, and this one follows
        const wait = lastAt + ANNOUNCE_GAP_MS - Date.now();
        if (wait <= 0) speakNext();
        else setTimeout(speakNext, wait);
      },
    },
  };
});

/** Says something in the "Announcements" region (from anywhere: a hook, a mutation callback). */
export const announce = (announcement: Announcement) =>
  useAnnouncer.getState().actions.announce(announcement);
