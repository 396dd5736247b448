import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

// A disabled button looks it in every variant (a job answered elsewhere keeps its choices, disabled:
// drawn as live ones, they read as clickable).
const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-sky-700 text-white hover:bg-sky-800 dark:hover:bg-sky-800 disabled:bg-slate-300 disabled:text-slate-700 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 disabled:hover:bg-slate-300 dark:disabled:hover:bg-slate-800',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 disabled:border-dashed disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 disabled:hover:bg-slate-100 dark:disabled:hover:bg-slate-800',
  danger: 'bg-rose-700 text-white hover:bg-rose-800 disabled:opacity-50 disabled:hover:bg-rose-700',
  ghost:
    'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 disabled:opacity-50 disabled:hover:bg-transparent',
};

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
