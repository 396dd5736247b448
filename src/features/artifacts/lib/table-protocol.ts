// What the page and the table worker say to each other. Rows travel in batches, so no one message
// takes long to receive; an order travels as a transferred Uint32Array (no copy).
import type { Delimiter, SortDirection } from './table-data';

export type TableRequest =
  /** `rows: false` for an export alone: no rows sent back, no columns ranked. */
  | { type: 'parse'; text: string; delimiter: Delimiter; rows: boolean }
  | { type: 'sort'; id: number; column: number; direction: SortDirection }
  | { type: 'export'; id: number };

export type TableReply =
  | { type: 'columns'; columns: string[]; total: number }
  | { type: 'rows'; rows: string[][] }
  | { type: 'sorted'; id: number; order: Uint32Array }
  | { type: 'exported'; id: number; text: string }
  | { type: 'failed'; message: string };

/** Rows per message: about 2 ms to receive at a few short cells a row. */
export const ROWS_PER_BATCH = 2_000;
