import { useState } from 'react';
import type { JsonValue } from '@/lib/api/resources/workflow';

const FIELD =
  'min-h-6 min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-0.5 font-mono text-[13px] dark:border-slate-600 dark:bg-slate-900';
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

interface ScalarEditorProps {
  value: string | number | boolean | null;
  label: string;
  describedBy?: string;
  disabled?: boolean;
  onChange: (next: JsonValue) => void;
}

/** Edits a string, number or boolean in place; its type stays (change types in the text). */
export function ScalarEditor({ value, label, describedBy, disabled, onChange }: ScalarEditorProps) {
  // Every editor is named by its key and described by its path.
  const field = { 'aria-label': label, 'aria-describedby': describedBy, disabled };
  if (typeof value === 'string') {
    return (
      <input
        type="text"
        {...field}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={FIELD}
      />
    );
  }
  if (typeof value === 'number')
    return (
      <NumberEditor
        value={value}
        label={label}
        describedBy={describedBy}
        disabled={disabled}
        onChange={onChange}
      />
    );
  if (typeof value === 'boolean') {
    return (
      <label className="inline-flex items-center gap-1.5 font-mono text-[13px] pointer-coarse:min-h-11">
        <input
          type="checkbox"
          {...field}
          checked={value}
          onChange={(e) => onChange(e.target.checked)}
          className="h-4 w-4 pointer-coarse:h-6 pointer-coarse:w-6"
        />
        {String(value)}
      </label>
    );
  }
  return (
    <span className="font-mono text-[13px] text-rose-700 dark:text-rose-300" aria-describedby={describedBy}>
      null
    </span>
  );
}

function NumberEditor({
  value,
  label,
  describedBy,
  disabled,
  onChange,
}: {
  value: number;
  label: string;
  describedBy?: string;
  disabled?: boolean;
  onChange: (next: JsonValue) => void;
}) {
  // Half-typed numbers ("-", "1e") stay in the field; only whole numbers reach the edit.
  // When the value changes from outside, the field follows it (unless it already says that number).
  const [text, setText] = useState(String(value));
  const [followed, setFollowed] = useState(value);
  if (!Object.is(followed, value)) {
    setFollowed(value);
    setText(NUMBER.test(text) && Number(text) === value ? text : String(value));
  }
  const valid = NUMBER.test(text.trim());
  return (
    <input
      type="text"
      inputMode="decimal"
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={!valid}
      disabled={disabled}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (NUMBER.test(e.target.value.trim())) onChange(Number(e.target.value.trim()));
      }}
      className={`${FIELD} ${valid ? '' : 'border-rose-500 dark:border-rose-400'}`}
    />
  );
}
