// How the inbox treats answers and waiting time on this device: how long an answer is held
// before it is sent (so it can be undone), and after how long a wait is marked as long.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const HOLD_SECONDS = { min: 0, max: 10, initial: 5 } as const;
export const LONG_WAIT_MINUTES = { min: 1, max: 24 * 60, initial: 15 } as const;

interface InboxPreferencesState {
  holdSeconds: number;
  longWaitMinutes: number;
  actions: {
    setHoldSeconds: (seconds: number) => void;
    setLongWaitMinutes: (minutes: number) => void;
  };
}

function clampWhole(value: number, { min, max }: { min: number; max: number }, fallback: number) {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export const useInboxPreferences = create<InboxPreferencesState>()(
  persist(
    (set) => ({
      holdSeconds: HOLD_SECONDS.initial,
      longWaitMinutes: LONG_WAIT_MINUTES.initial,
      actions: {
        setHoldSeconds: (seconds) =>
          set({ holdSeconds: clampWhole(seconds, HOLD_SECONDS, HOLD_SECONDS.initial) }),
        setLongWaitMinutes: (minutes) =>
          set({ longWaitMinutes: clampWhole(minutes, LONG_WAIT_MINUTES, LONG_WAIT_MINUTES.initial) }),
      },
    }),
    {
      name: 'agent-console:inbox-preferences',
      version: 1,
      partialize: ({ holdSeconds, longWaitMinutes }) => ({ holdSeconds, longWaitMinutes }),
      merge: (stored, current) => {
        const value = stored && typeof stored === 'object' ? stored : {};
        const hold = Reflect.get(value, 'holdSeconds') as unknown;
        const wait = Reflect.get(value, 'longWaitMinutes') as unknown;
        return {
          ...current,
          holdSeconds: clampWhole(Number(hold ?? NaN), HOLD_SECONDS, current.holdSeconds),
          longWaitMinutes: clampWhole(Number(wait ?? NaN), LONG_WAIT_MINUTES, current.longWaitMinutes),
        };
      },
    },
  ),
);

export const useHoldSeconds = () => useInboxPreferences((s) => s.holdSeconds);
export const useLongWaitMinutes = () => useInboxPreferences((s) => s.longWaitMinutes);
export const useInboxPreferenceActions = () => useInboxPreferences((s) => s.actions);
