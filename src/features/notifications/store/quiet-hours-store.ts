// The account's quiet hours (model/quiet-hours.ts), kept per account, wiped by Sign out; beside
// them, in memory, the jobs whose notification waited, so the end of quiet hours sums them up.
import { create } from 'zustand';
import { createAccountStore } from '@/lib/storage/account-store';
import { registerMemoryStore } from '@/lib/storage/account-storage';
import { DEFAULT_QUIET_HOURS, isQuiet, type QuietHours } from '../model/quiet-hours';

interface QuietHoursState {
  quiet: QuietHours;
  actions: { set: (change: Partial<QuietHours>) => void };
}

const useQuietHoursStore = createAccountStore<QuietHoursState>()(
  (set) => ({
    quiet: DEFAULT_QUIET_HOURS,
    actions: { set: (change) => set((s) => ({ quiet: { ...s.quiet, ...change } })) },
  }),
  { name: 'agent-console:quiet-hours', partialize: (state) => ({ quiet: state.quiet }) },
);

export const useQuietHours = () => useQuietHoursStore((s) => s.quiet);
export const useQuietHoursActions = () => useQuietHoursStore((s) => s.actions);

/** Whether notifications wait now. */
export const quietNow = () => isQuiet(useQuietHoursStore.getState().quiet, new Date());

/** Jobs that started to need input while it was quiet, and the overdue ones already let through. */
export const useHeldNotices = registerMemoryStore(
  create<{ waited: Set<string>; brokeThrough: Set<string> }>()(() => ({
    waited: new Set<string>(),
    brokeThrough: new Set<string>(),
  })),
);
