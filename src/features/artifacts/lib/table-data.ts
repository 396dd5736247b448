// Delimited text (CSV, TSV) as rows, with Papa Parse (decision 043): quoted fields, embedded
// delimiters and newlines, ragged rows. The first row names the columns. Sorting gives an order of
// row positions, so rows are never copied; an export re-quotes every field and escapes the ones a
// spreadsheet would run. Runs in the table worker, or in the page where there is no worker.
import Papa from 'papaparse';
import { FORMULA_START } from './formula-cells';

export type Delimiter = ',' | '\t';
export type SortDirection = 'ascending' | 'descending';

export interface ParsedTable {
  columns: string[];
  rows: string[][];
}

export function parseTable(text: string, delimiter: Delimiter): ParsedTable {
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy', header: false });
  const [first = [], ...rows] = result.data;
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), first.length);
  const columns = Array.from({ length: width }, (_, index) => first[index] ?? `Column ${index + 1}`);
  return { columns, rows };
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Row positions in the column's order. A column whose every non-empty cell is a number sorts by
 * value; any other by text, as people read it (numbers inside text in order, case aside). Empty
 * cells go last either way; ties keep the artifact's order.
 */
export function sortOrder(rows: readonly string[][], column: number, direction: SortDirection): Uint32Array {
  const cells = rows.map((row) => (row[column] ?? '').trim());
  const numeric = cells.every((cell) => cell === '' || NUMBER.test(cell));
  const sign = direction === 'ascending' ? 1 : -1;
  const order = Uint32Array.from(cells.keys());
  if (numeric) {
    const values = Float64Array.from(cells, (cell) => (cell === '' ? Number.NaN : Number(cell)));
    order.sort((a, b) => {
      const x = values[a] ?? Number.NaN;
      const y = values[b] ?? Number.NaN;
      if (Number.isNaN(x) || Number.isNaN(y))
        return Number(Number.isNaN(x)) - Number(Number.isNaN(y)) || a - b;
      return (x - y) * sign || a - b;
    });
  } else {
    order.sort((a, b) => {
      const x = cells[a] ?? '';
      const y = cells[b] ?? '';
      if (x === '' || y === '') return Number(x === '') - Number(y === '') || a - b;
      return collator.compare(x, y) * sign || a - b;
    });
  }
  return order;
}

/** The table as a file to save: every field quoted, formula-looking ones prefixed with '. */
export function exportTable(table: ParsedTable, delimiter: Delimiter): string {
  return Papa.unparse([table.columns, ...table.rows], {
    delimiter,
    quotes: true,
    escapeFormulae: FORMULA_START,
    newline: '\r\n',
  });
}
