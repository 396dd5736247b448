import { useThemeStore } from './theme';

const LABELS = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' } as const;
const ICONS = { system: '◐', light: '☀', dark: '☾' } as const;

export function ThemeToggle() {
  const choice = useThemeStore((s) => s.choice);
  const cycle = useThemeStore((s) => s.cycle);
  return (
    <button
      type="button"
      onClick={cycle}
      className="inline-flex items-center justify-center rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      aria-label={`Theme: ${LABELS[choice]}. Change theme`}
      title={LABELS[choice]}
    >
      <span aria-hidden="true">{ICONS[choice]}</span>
    </button>
  );
}
