import { create } from 'zustand';

export const STREAM_STATUSES = ['Live', 'Connecting', 'Reconnecting', 'Offline', 'No access'] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

interface ActivityEntry {
  type: string;
  at: number;
}

interface EventStreamState {
  status: StreamStatus;
  /** Why the stream is not live, in words, when there is a reason to give. */
  detail: string | undefined;
  /** Times the stream has been (re)opened since the app started or the settings changed. */
  opens: number;
  /** Event types this app does not know, most recent first, kept short. */
  unknownActivity: ActivityEntry[];
  actions: {
    setStatus: (status: StreamStatus, detail?: string) => void;
    opened: () => void;
    logUnknown: (type: string) => void;
  };
}

const ACTIVITY_LIMIT = 20;

export const useEventStreamStore = create<EventStreamState>()((set) => ({
  status: 'Connecting',
  detail: undefined,
  opens: 0,
  unknownActivity: [],
  actions: {
    setStatus: (status, detail) => set({ status, detail }),
    opened: () => set((state) => ({ status: 'Live', detail: undefined, opens: state.opens + 1 })),
    logUnknown: (type) =>
      set((state) => ({
        unknownActivity: [{ type, at: Date.now() }, ...state.unknownActivity].slice(0, ACTIVITY_LIMIT),
      })),
  },
}));

export const useStreamStatus = () => useEventStreamStore((s) => s.status);
export const useStreamDetail = () => useEventStreamStore((s) => s.detail);
export const useUnknownActivity = () => useEventStreamStore((s) => s.unknownActivity);
