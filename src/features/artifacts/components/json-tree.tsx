// JSON as a collapsible tree: objects and arrays are <details> (keyboard and screen reader
// friendly for free); top levels open, deeper ones closed. Unparseable JSON shows as text.
import type { JsonValue } from '@/lib/api/resources/workflow';
import { jsonValueSchema } from '@/lib/api/resources/workflow';
import { CodeBlock } from '@/components/markdown/code-block';
import * as v from '@/lib/valibot';

const OPEN_DEPTH = 2;

function Leaf({ value }: { value: string | number | boolean | null }) {
  const tone =
    value === null
      ? 'text-slate-500 dark:text-slate-400'
      : typeof value === 'string'
        ? 'text-emerald-800 dark:text-emerald-300'
        : 'text-sky-800 dark:text-sky-300';
  return (
    <span className={`break-all ${tone}`}>
      {typeof value === 'string' ? JSON.stringify(value) : String(value)}
    </span>
  );
}

function Node({ name, value, depth }: { name: string | undefined; value: JsonValue; depth: number }) {
  const label =
    name === undefined ? null : <span className="text-violet-800 dark:text-violet-300">{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <li className="pl-4">
        {label}
        <Leaf value={value} />
      </li>
    );
  }
  const entries: [string, JsonValue][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <li className="pl-4">
      <details open={depth < OPEN_DEPTH}>
        <summary className="-ml-4 min-h-6 cursor-pointer leading-6">
          {label}
          <span className="text-slate-600 dark:text-slate-400">{summary}</span>
        </summary>
        <ul>
          {entries.map(([key, child]) => (
            <Node key={key} name={key} value={child} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function JsonTree({ text }: { text: string }) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return (
      <div>
        <p className="mb-1 text-sm text-amber-800 dark:text-amber-300">
          This JSON does not parse; shown as text.
        </p>
        <CodeBlock code={text} />
      </div>
    );
  }
  const value = v.safeParse(jsonValueSchema, parsed);
  if (!value.success) return <CodeBlock code={text} language="json" />;
  return (
    <ul
      aria-label="JSON tree"
      className="max-h-[32rem] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-2 font-mono text-[13px] leading-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <Node name={undefined} value={value.output} depth={0} />
    </ul>
  );
}
