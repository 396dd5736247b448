// A text too long to lay out or format in one go (text-rows.ts): shown as plain text in a box of
// its own height, drawn only a few rows past what is in view (TanStack Virtual), so a 5 MB reply
// costs the page a few dozen rows. Its formatted view (markdown, parsed piece by piece) is there
// on demand: formatting 5 MB takes seconds of slices, which nobody should pay by merely opening a
// chat. Its own chunk: fetched only when such a text is on screen.
import { useMemo, useState, type ReactNode } from 'react';
import { formatCount } from '@/lib/format-count';
import { rowText, textRows } from './text-rows';
import { VirtualRegion } from './virtual-region';

/** About this many pixels per row of 100 characters, before a row is measured. */
const ROW_PX = 20;

function sizeLabel(chars: number): string {
  return chars >= 1024 * 1024 ? `${(chars / 1024 / 1024).toFixed(1)} MB` : `${Math.round(chars / 1024)} KB`;
}

function PlainRows({ text }: { text: string }) {
  const starts = useMemo(() => textRows(text), [text]);
  return (
    <VirtualRegion
      label="Plain text"
      count={starts.length}
      countAttribute="data-rows"
      estimateSize={(index) =>
        ROW_PX * Math.max(1, Math.ceil(((starts[index + 1] ?? text.length) - (starts[index] ?? 0)) / 100))
      }
      overscan={10}
      className="max-h-[70vh] min-h-24 overflow-auto rounded border border-slate-200 font-mono text-[13px] leading-5 dark:border-slate-700"
      itemClassName="px-2 break-all whitespace-pre-wrap"
      renderItem={(index) => rowText(text, starts, index) || ' '}
    />
  );
}

export function LargeText({ text, formatted }: { text: string; formatted?: ReactNode }): ReactNode {
  const [showFormatted, setShowFormatted] = useState(false);
  const lines = useMemo(() => {
    // A line end closes a line; text after the last one is a line too.
    let count = text.endsWith('\n') ? 0 : 1;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
    return count;
  }, [text]);
  return (
    <div className="min-w-0">
      <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span>
          A long text ({sizeLabel(text.length)}, {formatCount(lines)} line{lines === 1 ? '' : 's'})
          {showFormatted ? ', formatted.' : ', shown as plain text.'}
        </span>
        {formatted === undefined ? null : (
          <button
            type="button"
            onClick={() => setShowFormatted((shown) => !shown)}
            className="rounded border border-slate-300 px-2 py-0.5 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {showFormatted ? 'Show plain text' : 'Show formatted'}
          </button>
        )}
      </div>
      {/* The formatted view scrolls in a box of its own too (virtual-pieces.tsx). */}
      {showFormatted ? formatted : <PlainRows text={text} />}
    </div>
  );
}
