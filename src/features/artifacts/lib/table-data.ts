// Delimited text (CSV, TSV) as rows, with Papa Parse (decision 043): quoted fields, embedded
// delimiters and newlines, ragged rows. The first row names the columns. Sorting gives an order of
// row positions, so rows are never copied; an export re-quotes every field and escapes the ones a
// spreadsheet would run. Runs in the table worker, or in the page where there is no worker.
import Papa from 'papaparse';
import { FORMULA_START, PLAIN_NUMBER } from './formula-cells';

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

const ASCII = /^\p{ASCII}*$/u;
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * A text cell's sort key: case aside, each run of digits without its leading zeros and padded to
 * 20, so that "item 2" comes before "item 10". A plain loop: a replace with a function per match
 * took most of a 50,000-row sort.
 */
function textKey(cell: string): string {
  const lower = cell.toLowerCase();
  let key = '';
  let copied = 0;
  for (let at = 0; at < lower.length; at++) {
    if (!isDigit(lower.charCodeAt(at))) continue;
    let end = at;
    while (end < lower.length && isDigit(lower.charCodeAt(end))) end++;
    let start = at;
    while (start < end - 1 && lower.charCodeAt(start) === 48) start++;
    key += lower.slice(copied, at) + lower.slice(start, end).padStart(20, '0');
    copied = end;
    at = end;
  }
  return copied === 0 ? lower : key + lower.slice(copied);
}

export interface Ranks {
  /** Each cell's rank among the column's distinct non-empty values; an empty cell's is `count`. */
  ranks: Uint32Array;
  count: number;
}

function numberRanks(cells: readonly string[]): Ranks {
  const values = new Float64Array(cells.length);
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index] ?? '';
    values[index] = cell === '' ? Number.NaN : Number(cell);
  }
  const sorted = values.slice().sort(); // NaN (an empty cell) sorts last
  let count = 0;
  for (const value of sorted) {
    if (Number.isNaN(value)) break;
    if (count === 0 || value !== sorted[count - 1]) sorted[count++] = value;
  }
  const ranks = new Uint32Array(cells.length);
  for (let index = 0; index < cells.length; index++) {
    const value = values[index] ?? Number.NaN;
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    ranks[index] = Number.isNaN(value) ? count : low;
  }
  return { ranks, count };
}

function textRanks(cells: readonly string[]): Ranks {
  // Keys are made once per distinct cell: most columns repeat their values.
  const keyOf = new Map<string, string>();
  for (const cell of cells) if (cell !== '' && !keyOf.has(cell)) keyOf.set(cell, textKey(cell));
  const distinct = [...new Set(keyOf.values())];
  // The native order of code units is the collator's on ASCII keys, and many times faster.
  if (distinct.every((key) => ASCII.test(key))) distinct.sort();
  else distinct.sort(collator.compare);
  const rankOfKey = new Map<string, number>();
  distinct.forEach((key, index) => rankOfKey.set(key, index));
  const count = distinct.length;
  const rankOfCell = new Map<string, number>();
  for (const [cell, key] of keyOf) rankOfCell.set(cell, rankOfKey.get(key) ?? count);
  const ranks = new Uint32Array(cells.length);
  for (let index = 0; index < cells.length; index++)
    ranks[index] = rankOfCell.get(cells[index] ?? '') ?? count;
  return { ranks, count };
}

/**
 * Row positions in the column's order. A column whose every non-empty cell is a number sorts by
 * value; any other by text, as people read it (numbers inside text in order, case aside). Empty
 * cells go last either way; ties keep the artifact's order. Each row becomes one number, its rank
 * then its position, so one native sort, with no comparing function, orders them all.
 */
export function sortOrder(rows: readonly string[][], column: number, direction: SortDirection): Uint32Array {
  return orderOf(columnRanks(rows, column), direction);
}

/** The column's ranks: the costly half of a sort, the same for both directions, so worth keeping. */
export function columnRanks(rows: readonly string[][], column: number): Ranks {
  const cells = rows.map((row) => (row[column] ?? '').trim());
  return cells.every((cell) => cell === '' || PLAIN_NUMBER.test(cell))
    ? numberRanks(cells)
    : textRanks(cells);
}

export function orderOf({ ranks, count }: Ranks, direction: SortDirection): Uint32Array {
  const size = ranks.length;
  const packed = new Float64Array(size);
  for (let index = 0; index < size; index++) {
    const rank = ranks[index] ?? count;
    const placed = rank === count || direction === 'ascending' ? rank : count - 1 - rank;
    packed[index] = placed * size + index;
  }
  packed.sort();
  const order = new Uint32Array(size);
  for (let index = 0; index < size; index++) order[index] = (packed[index] ?? 0) % size;
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
