// Theme: the system's by default; a person's pick is kept on this device.
import { useEffect } from 'react';
import { create } from 'zustand';

export type ThemeChoice = 'system' | 'light' | 'dark';
const STORAGE_KEY = 'agent-console:theme';

function readChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

interface ThemeState {
  choice: ThemeChoice;
  cycle: () => void;
  /** Light if what shows now is dark, else dark (the palette's "Toggle theme"). */
  toggle: () => void;
}

const ORDER: ThemeChoice[] = ['system', 'light', 'dark'];

function keep(choice: ThemeChoice) {
  try {
    if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

function showsDark(choice: ThemeChoice): boolean {
  if (choice !== 'system') return choice === 'dark';
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  choice: readChoice(),
  cycle: () => {
    const next = ORDER[(ORDER.indexOf(get().choice) + 1) % ORDER.length] ?? 'system';
    keep(next);
    set({ choice: next });
  },
  toggle: () => {
    const next = showsDark(get().choice) ? 'light' : 'dark';
    keep(next);
    set({ choice: next });
  },
}));

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
