// The rows of a CSV or TSV artifact as a `table`: a header that stays in view, only the rows in
// view drawn (TanStack Virtual), a sort button in each column header. Every cell is plain text.
// The table takes focus; arrow keys (Home, End, Page Up, Page Down) move the current cell, which
// a click picks too, and Control+C (⌘C) copies it.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type KeyboardEvent } from 'react';
import type { TableSort } from '../hooks/use-table';

export interface CellPosition {
  row: number;
  column: number;
}

const ROW_PX = 32;
const PAGE_ROWS = 10;

interface TableGridProps {
  label: string;
  columns: string[];
  count: number;
  rowAt: (position: number) => string[] | undefined;
  sort: TableSort | undefined;
  canSort: boolean;
  onSort: (column: number) => void;
  current: CellPosition | undefined;
  onCurrent: (cell: CellPosition) => void;
  onCopy: () => void;
}

function moved(key: string, at: CellPosition, rows: number, columns: number): CellPosition | undefined {
  const clampRow = (row: number) => Math.max(0, Math.min(rows - 1, row));
  const clampColumn = (column: number) => Math.max(0, Math.min(columns - 1, column));
  switch (key) {
    case 'ArrowDown':
      return { ...at, row: clampRow(at.row + 1) };
    case 'ArrowUp':
      return { ...at, row: clampRow(at.row - 1) };
    case 'ArrowRight':
      return { ...at, column: clampColumn(at.column + 1) };
    case 'ArrowLeft':
      return { ...at, column: clampColumn(at.column - 1) };
    case 'PageDown':
      return { ...at, row: clampRow(at.row + PAGE_ROWS) };
    case 'PageUp':
      return { ...at, row: clampRow(at.row - PAGE_ROWS) };
    case 'Home':
      return { ...at, column: 0 };
    case 'End':
      return { ...at, column: columns - 1 };
    default:
      return undefined;
  }
}

const SORT_MARK = { ascending: ' ▲', descending: ' ▼' };

export function TableGrid(props: TableGridProps) {
  const { label, columns, count, rowAt, sort, canSort, onSort, current, onCurrent, onCopy } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions whose results change while the object stays the same; nothing here memoises on the virtualizer.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
  });
  const template = { gridTemplateColumns: `repeat(${columns.length}, minmax(8rem, 1fr))` };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || count === 0) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c') {
      event.preventDefault();
      onCopy();
      return;
    }
    const next = moved(event.key, current ?? { row: 0, column: 0 }, count, columns.length);
    if (!next) return;
    event.preventDefault();
    onCurrent(next);
    virtualizer.scrollToIndex(next.row, { align: 'auto' });
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- its keys move the current cell and copy it; a `grid` would fit, but the contract names a `table` with `cell`s
    <div
      ref={scrollRef}
      role="table"
      aria-label={label}
      aria-rowcount={count + 1}
      aria-colcount={columns.length}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the table scrolls and moves its current cell by keys, so it must take focus (axe: scrollable-region-focusable)
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-rows={count}
      className="max-h-[28rem] min-h-24 overflow-auto rounded-md border border-slate-200 text-sm focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700"
    >
      <div style={{ minWidth: `${columns.length * 8}rem` }}>
        <div role="rowgroup" className="sticky top-0 z-10 bg-slate-100 dark:bg-slate-800">
          <div role="row" aria-rowindex={1} className="grid" style={template}>
            {columns.map((name, column) => {
              const sorted = sort?.column === column ? sort.direction : undefined;
              return (
                <div
                  key={column}
                  role="columnheader"
                  aria-colindex={column + 1}
                  aria-sort={sorted ?? 'none'}
                  className="border-b border-slate-300 dark:border-slate-600"
                >
                  <button
                    type="button"
                    disabled={!canSort}
                    onClick={() => onSort(column)}
                    className="flex min-h-8 w-full items-center px-2 py-1 text-left font-semibold hover:bg-slate-200 disabled:cursor-progress dark:hover:bg-slate-700"
                  >
                    <span className="truncate">{name}</span>
                    {sorted ? <span aria-hidden="true">{SORT_MARK[sorted]}</span> : null}
                  </button>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const cells = rowAt(item.index) ?? [];
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className="absolute top-0 left-0 grid w-full border-b border-slate-100 odd:bg-white even:bg-slate-50 dark:border-slate-800 dark:odd:bg-slate-900 dark:even:bg-slate-950"
                style={{ ...template, height: ROW_PX, transform: `translateY(${item.start}px)` }}
              >
                {columns.map((_, column) => {
                  const isCurrent = current?.row === item.index && current.column === column;
                  return (
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click picks the current cell; the keyboard's way is the table's arrow keys (onKeyDown above)
                    <div
                      key={column}
                      role="cell"
                      aria-colindex={column + 1}
                      aria-current={isCurrent ? 'true' : undefined}
                      onClick={() => onCurrent({ row: item.index, column })}
                      className={`truncate px-2 leading-8 whitespace-pre ${isCurrent ? 'outline-2 -outline-offset-2 outline-sky-600' : ''}`}
                    >
                      {cells[column] ?? ''}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
