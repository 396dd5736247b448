// The shared input as a tree: values edited in place, keys added and removed, kept in step with
// the text (each change here rewrites the text; each valid text redraws the tree). Every field
// is named by its path as the service names it, e.g. "input.settings.threshold".
import type { JsonObject, JsonValue } from '@/lib/api/resources/workflow';
import type { TreeMark } from '../../lib/editor-marks';
import {
  formatPath,
  isJsonObject,
  pathKey,
  removeAt,
  setAt,
  type JsonPath,
} from '@/domain/workflows/json-path';
import { AddMember } from './add-member';
import { ScalarEditor } from './scalar-editor';

interface JsonTreeProps {
  value: JsonObject;
  onChange: (next: JsonObject) => void;
  /** Messages to show at a path (a null, a refused path, a conflict). */
  marks: ReadonlyMap<string, TreeMark>;
  /** Paths that are free-form (input.scratch). */
  freeForm: ReadonlySet<string>;
}

const MARK_STYLE = {
  error:
    'bg-rose-50 text-rose-900 ring-1 ring-rose-400 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-700',
  warning:
    'bg-amber-50 text-amber-950 ring-1 ring-amber-400 dark:bg-amber-950 dark:text-amber-50 dark:ring-amber-700',
} as const;

interface NodeContext extends Omit<JsonTreeProps, 'value' | 'onChange'> {
  change: (path: JsonPath, next: JsonValue | undefined) => void;
}

export function JsonTree({ value, onChange, marks, freeForm }: JsonTreeProps) {
  const change = (path: JsonPath, next: JsonValue | undefined) => {
    const updated = next === undefined ? removeAt(value, path) : setAt(value, path, next);
    if (isJsonObject(updated)) onChange(updated);
  };
  const context: NodeContext = { change, marks, freeForm };
  return (
    <div className="text-sm">
      <Members value={value} path={[]} context={context} />
      <AddMember target={value} where="input" onAdd={(key, next) => change([key], next)} />
    </div>
  );
}

function Members({
  value,
  path,
  context,
}: {
  value: JsonObject | JsonValue[];
  path: JsonPath;
  context: NodeContext;
}) {
  const entries: [string | number, JsonValue][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  if (entries.length === 0)
    return (
      <p className="pl-1 text-xs text-slate-600 dark:text-slate-400">
        {Array.isArray(value) ? 'No items.' : 'No keys.'}
      </p>
    );
  return (
    <ul className="flex flex-col gap-1">
      {entries.map(([segment, member]) => (
        <Member
          key={String(segment)}
          segment={segment}
          value={member}
          path={[...path, segment]}
          context={context}
        />
      ))}
    </ul>
  );
}

function Member({
  segment,
  value,
  path,
  context,
}: {
  segment: string | number;
  value: JsonValue;
  path: JsonPath;
  context: NodeContext;
}) {
  const name = formatPath(path);
  const mark = context.marks.get(pathKey(path));
  const markId = mark ? `mark-${pathKey(path).replace(/[^\w-]/g, '_')}` : undefined;
  const container = Array.isArray(value) || isJsonObject(value);
  return (
    <li className={`rounded px-1 py-0.5 ${mark ? MARK_STYLE[mark.severity] : ''}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-[13px] text-sky-800 dark:text-sky-300">
          {typeof segment === 'number' ? `[${segment}]` : segment}
        </span>
        {context.freeForm.has(pathKey(path)) ? (
          <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            free-form: always writable
          </span>
        ) : null}
        {container ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {Array.isArray(value)
              ? `array of ${plural(value.length, 'item')}`
              : plural(Object.keys(value).length, 'key')}
          </span>
        ) : (
          <ScalarEditor
            value={value}
            label={name}
            describedBy={markId}
            onChange={(next) => context.change(path, next)}
          />
        )}
        <button
          type="button"
          aria-label={`Remove ${name}`}
          title={`Remove ${name}`}
          onClick={() => context.change(path, undefined)}
          className="ml-auto inline-flex min-h-6 min-w-6 items-center pointer-coarse:min-h-11 pointer-coarse:min-w-11 justify-center rounded px-1.5 text-slate-600 hover:bg-rose-100 hover:text-rose-800 dark:text-slate-400 dark:hover:bg-rose-900 dark:hover:text-rose-100"
        >
          ✕
        </button>
      </div>
      {mark ? (
        <p id={markId} className="text-xs">
          {mark.message}
        </p>
      ) : null}
      {container ? (
        <div className="ml-3 mt-1 border-l border-slate-200 pl-3 dark:border-slate-700">
          <Members value={value} path={path} context={context} />
          {Array.isArray(value) ? (
            <button
              type="button"
              aria-label={`Add item to ${name}`}
              onClick={() => context.change(path, [...value, ''])}
              className="mt-1 min-h-6 rounded border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              Add item
            </button>
          ) : (
            <AddMember
              target={value}
              where={name}
              onAdd={(key, next) => context.change([...path, key], next)}
            />
          )}
        </div>
      ) : null}
    </li>
  );
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
