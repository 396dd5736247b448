import { create } from 'zustand';
import type { AwayChange } from './away-diff';
import { registerMemoryStore } from '@/lib/storage/account-storage';

interface AwayState {
  changes: readonly AwayChange[];
  actions: {
    show: (changes: readonly AwayChange[]) => void;
    dismiss: () => void;
  };
}

export const useAwayStore = registerMemoryStore(
  create<AwayState>()((set) => ({
    changes: [],
    actions: {
      show: (changes) => set({ changes }),
      dismiss: () => set({ changes: [] }),
    },
  })),
);

export const useAwayChanges = () => useAwayStore((s) => s.changes);
export const useAwayActions = () => useAwayStore((s) => s.actions);
