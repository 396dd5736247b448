// Picks one version of an artifact ("Version 1" … "Version N"): the card's own picker and the
// two ends of a comparison.
import { useId } from 'react';

export function VersionSelect({
  label,
  hideLabel = false,
  value,
  count,
  onChange,
  className = '',
}: {
  label: string;
  /** The label is for screen readers only (the card says "Version 2 of 3" beside it). */
  hideLabel?: boolean;
  value: number;
  count: number;
  onChange: (value: number) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-xs font-medium'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={`rounded border border-slate-300 bg-white px-1.5 dark:border-slate-600 dark:bg-slate-900 ${className}`}
      >
        {Array.from({ length: count }, (_, index) => (
          <option key={index} value={index + 1}>
            Version {index + 1}
          </option>
        ))}
      </select>
    </>
  );
}
