// A CSV or TSV artifact's rows as they arrive from the table worker, and its sort. A column sorts
// ascending, then descending, then back to the artifact's own order; the order comes back from the
// worker as row positions, so the rows themselves never move.
import { useEffect, useRef, useState } from 'react';
import type { Delimiter, SortDirection } from '../lib/table-data';
import { openTableSource, type TableSource } from '../lib/table-source';

export interface TableRows {
  /** Undefined until the first row is read. */
  columns: string[] | undefined;
  rows: string[][];
  total: number;
  failed?: string;
}

export interface TableSort {
  column: number;
  direction: SortDirection;
  order: Uint32Array;
}

export function useTable(text: string, delimiter: Delimiter) {
  const [table, setTable] = useState<TableRows>({ columns: undefined, rows: [], total: 0 });
  const [sort, setSort] = useState<TableSort>();
  const [sorting, setSorting] = useState<number>();
  const source = useRef<TableSource>(undefined);

  useEffect(() => {
    const opened = openTableSource(text, delimiter, {
      columns: (columns, total) => setTable({ columns, rows: [], total }),
      rows: (batch) => setTable((previous) => ({ ...previous, rows: previous.rows.concat(batch) })),
      failed: (message) => setTable((previous) => ({ ...previous, failed: message })),
    });
    source.current = opened;
    return () => {
      opened.close();
      source.current = undefined;
    };
  }, [text, delimiter]);

  const sortBy = (column: number) => {
    const direction: SortDirection | undefined =
      sort?.column !== column ? 'ascending' : sort.direction === 'ascending' ? 'descending' : undefined;
    if (direction === undefined) {
      setSort(undefined);
      return;
    }
    setSorting(column);
    source.current?.sort(column, direction).then(
      (order) => {
        setSort({ column, direction, order });
        setSorting(undefined);
      },
      () => setSorting(undefined),
    );
  };

  const loaded = table.columns !== undefined && table.rows.length >= table.total;
  /** The row shown at a position, in the current order. */
  const rowAt = (position: number): string[] | undefined =>
    table.rows[sort ? (sort.order[position] ?? position) : position];
  return { table, loaded, sort, sorting, sortBy, rowAt };
}
