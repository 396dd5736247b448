import { useId, type InputHTMLAttributes } from 'react';

/** What a browser or a phone keyboard must not do to an id, a key or an address. */
const VERBATIM = {
  autoComplete: 'off',
  autoCapitalize: 'off',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  hint?: string;
  /** The field's new text on every edit. */
  onValueChange: (value: string) => void;
  /** Text typed exactly as it is (ids, keys, addresses): no capitals, corrections or suggestions. */
  verbatim?: boolean;
};

export function TextField({
  label,
  hint,
  className = '',
  onValueChange,
  verbatim,
  ...props
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
        {...(verbatim ? VERBATIM : {})}
        {...props}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
