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
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function asChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

function showsDark(choice: ThemeChoice): boolean {
  if (choice !== 'system') return choice === 'dark';
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK).matches;
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

/**
 * Puts the theme that shows on <html>, `dark` or `light` (index.css's dark variant reads the
 * class); main.tsx calls it before the first render, so nothing flashes.
 */
export function applyTheme(choice: ThemeChoice) {
  const dark = showsDark(choice);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
}

export function useThemeEffect() {
  const choice = useThemeStore((s) => s.choice);
  useEffect(() => {
    applyTheme(choice);
    // The system's theme is followed as it changes (a phone that turns dark at dusk).
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return;
    const system = window.matchMedia(SYSTEM_DARK);
    const follow = () => applyTheme('system');
    system.addEventListener('change', follow);
    return () => system.removeEventListener('change', follow);
  }, [choice]);
}
