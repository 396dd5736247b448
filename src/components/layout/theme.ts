// Theme: the system's by default; a person's pick is kept on this device.
import { useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { deviceStorage } from '@/lib/storage/safe-storage';

export type ThemeChoice = 'system' | 'light' | 'dark';

interface ThemeState {
  choice: ThemeChoice;
  cycle: () => void;
  /** Light if what shows now is dark, else dark (the palette's "Toggle theme"). */
  toggle: () => void;
}

const ORDER: ThemeChoice[] = ['system', 'light', 'dark'];

function asChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

function showsDark(choice: ThemeChoice): boolean {
  if (choice !== 'system') return choice === 'dark';
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

// Kept through the device storage every preference uses (never throws; read synchronously at
// start, so main.tsx can apply it before the first render).
export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      choice: 'system',
      cycle: () => set({ choice: ORDER[(ORDER.indexOf(get().choice) + 1) % ORDER.length] ?? 'system' }),
      toggle: () => set({ choice: showsDark(get().choice) ? 'light' : 'dark' }),
    }),
    {
      name: 'agent-console:theme-choice',
      storage: deviceStorage(),
      partialize: (s) => ({ choice: s.choice }),
      merge: (stored, current) => ({
        ...current,
        choice: asChoice(
          typeof stored === 'object' && stored !== null && 'choice' in stored ? stored.choice : undefined,
        ),
      }),
    },
  ),
);

/** Puts the choice on <html>; main.tsx calls it before the first render, so nothing flashes. */
export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  root.classList.toggle('light', choice === 'light');
  root.classList.toggle('dark', choice === 'dark');
}

export function useThemeEffect() {
  const choice = useThemeStore((s) => s.choice);
  useEffect(() => applyTheme(choice), [choice]);
}
