// The table worker: parses the artifact once, keeps its rows, and answers sorts and exports, so
// none of that runs on the page's thread. Replies only to its own page.
import { exportTable, parseTable, sortOrder, type ParsedTable } from './table-data';
import { ROWS_PER_BATCH, type TableReply, type TableRequest } from './table-protocol';

let table: ParsedTable | undefined;
let delimiter: ',' | '\t' = ',';

function reply(message: TableReply, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer });
}

function handle(request: TableRequest): void {
  if (request.type === 'parse') {
    delimiter = request.delimiter;
    table = parseTable(request.text, request.delimiter);
    reply({ type: 'columns', columns: table.columns, total: table.rows.length });
    for (let start = 0; start < table.rows.length; start += ROWS_PER_BATCH)
      reply({ type: 'rows', rows: table.rows.slice(start, start + ROWS_PER_BATCH) });
    return;
  }
  if (!table) return;
  if (request.type === 'sort') {
    const order = sortOrder(table.rows, request.column, request.direction);
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
