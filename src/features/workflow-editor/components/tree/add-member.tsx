import { useState, type FormEvent } from 'react';
import type { JsonObject, JsonValue } from '@/lib/api/resources/workflow';
import { parseJsonText } from '@/domain/workflows/json-text';

const HINT = 'The value is read as JSON (3, true, {}, "text") when it is JSON, else as text.';
const FIELD =
  'min-h-6 w-28 min-w-0 rounded border border-slate-300 bg-white px-2 py-0.5 font-mono text-[13px] dark:border-slate-600 dark:bg-slate-900';

/** "Add a key here": the value is read as JSON when it is JSON (3, true, {}, "x"), else as text. */
export function AddMember({
  target,
  where,
  onAdd,
}: {
  target: JsonObject;
  where: string;
  onAdd: (key: string, value: JsonValue) => void;
}) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const taken = Object.hasOwn(target, key);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!key || taken) return;
    const parsed = parseJsonText(value);
    onAdd(key, parsed.ok ? parsed.value : value);
    setKey('');
    setValue('');
  };
  return (
    <form onSubmit={submit} title={HINT} className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
      <input
        aria-label={`New key in ${where}`}
        placeholder="key"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        className={FIELD}
      />
      <input
        aria-label={`Value of the new key in ${where}`}
        placeholder="value"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className={`${FIELD} w-40`}
      />
      <button
        type="submit"
        aria-label={`Add key to ${where}`}
        disabled={!key || taken}
        className="min-h-6 rounded border border-slate-300 px-2 py-0.5 font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        Add key
      </button>
      {taken ? (
        <span className="text-rose-700 dark:text-rose-300">
          {where} already has “{key}”.
        </span>
      ) : null}
    </form>
  );
}
