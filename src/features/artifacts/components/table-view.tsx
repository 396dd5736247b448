// A CSV or TSV artifact as a table (its own chunk: a chat's first visit never fetches it). The
// rows are parsed and sorted in a worker (use-table.ts), the plain text is one click away, and a
// copied cell that a spreadsheet would run as a formula goes to the clipboard prefixed with '.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format-count';
import { useTable } from '../hooks/use-table';
import { cellForClipboard, isFormulaLike } from '../lib/formula-cells';
import type { Delimiter } from '../lib/table-data';
import { PlainTextView } from './plain-text-view';
import { TableGrid, type CellPosition } from './table-grid';

interface TableViewProps {
  text: string;
  delimiter: Delimiter;
  title: string;
  filename?: string;
}

export function TableView({ text, delimiter, title, filename }: TableViewProps) {
  const { table, loaded, sort, sorting, sortBy, rowAt } = useTable(text, delimiter);
  const [plain, setPlain] = useState(false);
  const [current, setCurrent] = useState<CellPosition>();
  const [said, setSaid] = useState('');
  const columns = table.columns;
  const currentText = current ? (rowAt(current.row)?.[current.column] ?? '') : undefined;

  const copy = () => {
    if (currentText === undefined) return;
    navigator.clipboard.writeText(cellForClipboard(currentText)).then(
      () =>
        setSaid(
          isFormulaLike(currentText)
            ? "Copied, with a leading ' so a spreadsheet keeps it as text"
            : 'Copied',
        ),
      () => setSaid('Could not copy: the browser refused. Select it in Plain text instead.'),
    );
  };

  const progress = table.failed
    ? undefined
    : !columns
      ? 'Reading the table…'
      : !loaded
        ? `Reading rows… ${formatCount(table.rows.length)} of ${formatCount(table.total)}`
        : sorting !== undefined
          ? `Sorting by ${columns[sorting] ?? 'column'}…`
          : `${formatCount(table.total)} row${table.total === 1 ? '' : 's'} · ${formatCount(columns.length)} column${columns.length === 1 ? '' : 's'}`;

  return (
    <div className="min-w-0">
      <div className="mb-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <Button
          variant="secondary"
          aria-pressed={plain}
          onClick={() => setPlain((shown) => !shown)}
          className="text-xs"
        >
          Plain text
        </Button>
        {plain ? null : (
          <Button variant="secondary" onClick={copy} disabled={currentText === undefined} className="text-xs">
            Copy cell
          </Button>
        )}
        <span>{progress}</span>
        <span role="status" className="ml-auto">
          {said}
        </span>
      </div>
      {table.failed ? (
        <p role="alert" className="mb-2 text-sm text-rose-800 dark:text-rose-300">
          {table.failed} Its plain text:
        </p>
      ) : null}
      {plain || table.failed ? (
        <PlainTextView text={text} filename={filename} />
      ) : columns ? (
        <>
          <TableGrid
            label={title}
            columns={columns}
            count={table.rows.length}
            rowAt={rowAt}
            sort={sort}
            canSort={loaded && sorting === undefined}
            onSort={sortBy}
            current={current}
            onCurrent={(cell) => {
              setCurrent(cell);
              setSaid('');
            }}
            onCopy={copy}
          />
          {/* The current cell's readout: not live (arrow keys rewrite it faster than a voice speaks;
              the focused cell is read as it is). */}
          <p className="mt-1 min-h-5 truncate text-xs text-slate-600 dark:text-slate-400">
            {current && currentText !== undefined
              ? `Row ${formatCount(current.row + 1)}, ${columns[current.column] ?? ''}: ${currentText}`
              : 'Pick a cell (click, or focus the table and use the arrow keys) to copy it.'}
          </p>
        </>
      ) : null}
    </div>
  );
}
