// The table worker: parses the artifact once, keeps its rows, and answers sorts and exports, so
// none of that runs on the page's thread. Replies only to its own page. Once the rows are sent it
// ranks each column while idle, one column a task, so that a click on a header only orders.
import { columnRanks, exportTable, orderOf, parseTable, type ParsedTable, type Ranks } from './table-data';
import { ROWS_PER_BATCH, type TableReply, type TableRequest } from './table-protocol';

let table: ParsedTable | undefined;
let delimiter: ',' | '\t' = ',';
const ranked = new Map<number, Ranks>();

function ranksOf(rows: string[][], column: number): Ranks {
  const known = ranked.get(column);
  if (known) return known;
  const ranks = columnRanks(rows, column);
  ranked.set(column, ranks);
  return ranks;
}

function rankWhileIdle(column: number): void {
  if (!table || column >= table.columns.length) return;
  ranksOf(table.rows, column);
  setTimeout(() => rankWhileIdle(column + 1), 0);
}

function reply(message: TableReply, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer });
}

function handle(request: TableRequest): void {
  if (request.type === 'parse') {
    delimiter = request.delimiter;
    table = parseTable(request.text, request.delimiter);
    reply({ type: 'columns', columns: table.columns, total: table.rows.length });
    if (!request.rows) return;
    for (let start = 0; start < table.rows.length; start += ROWS_PER_BATCH)
      reply({ type: 'rows', rows: table.rows.slice(start, start + ROWS_PER_BATCH) });
    setTimeout(() => rankWhileIdle(0), 0);
    return;
  }
  if (!table) return;
  if (request.type === 'sort') {
    const order = orderOf(ranksOf(table.rows, request.column), request.direction);
    reply({ type: 'sorted', id: request.id, order }, [order.buffer]);
  } else {
    reply({ type: 'exported', id: request.id, text: exportTable(table, delimiter) });
  }
}

self.addEventListener('message', (event: MessageEvent<TableRequest>) => {
  try {
    handle(event.data);
  } catch (error) {
    reply({
      type: 'failed',
      message: error instanceof Error ? error.message : 'The table could not be read.',
    });
  }
});
