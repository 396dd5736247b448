// A table's rows, read off the page's thread: the worker parses, sorts and exports. Where there is
// no worker (tests in jsdom), or its code cannot be fetched, the same functions run in the page.
import type { Delimiter, SortDirection } from './table-data';
import type { TableReply, TableRequest } from './table-protocol';

export interface TableListener {
  columns: (columns: string[], total: number) => void;
  rows: (rows: string[][]) => void;
  failed: (message: string) => void;
}

export interface TableSource {
  sort: (column: number, direction: SortDirection) => Promise<Uint32Array>;
  exportText: () => Promise<string>;
  close: () => void;
}

const COULD_NOT_READ = 'The table could not be read.';

/** For a source read only to be exported: nothing on the page hears it. */
const UNHEARD: TableListener = { columns: () => undefined, rows: () => undefined, failed: () => undefined };

function inPageSource(text: string, delimiter: Delimiter, listener: TableListener): TableSource {
  let closed = false;
  const data = import('./table-data');
  const table = data.then(({ parseTable }) => parseTable(text, delimiter));
  table.then(
    (parsed) => {
      if (closed) return;
      listener.columns(parsed.columns, parsed.rows.length);
      listener.rows(parsed.rows);
    },
    () => {
      if (!closed) listener.failed(COULD_NOT_READ);
    },
  );
  return {
    sort: async (column, direction) => (await data).sortOrder((await table).rows, column, direction),
    exportText: async () => (await data).exportTable(await table, delimiter),
    close: () => {
      closed = true;
    },
  };
}

function workerSource(
  worker: Worker,
  text: string,
  delimiter: Delimiter,
  listener: TableListener,
  rows: boolean,
): TableSource {
  const waiting = new Map<number, { resolve: (reply: TableReply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  const failAll = (message: string) => {
    for (const { reject } of waiting.values()) reject(new Error(message));
    waiting.clear();
  };
  worker.addEventListener('message', (event: MessageEvent<TableReply>) => {
    const reply = event.data;
    if (reply.type === 'columns') listener.columns(reply.columns, reply.total);
    else if (reply.type === 'rows') listener.rows(reply.rows);
    else if (reply.type === 'failed') {
      failAll(reply.message);
      listener.failed(reply.message);
    } else {
      waiting.get(reply.id)?.resolve(reply);
      waiting.delete(reply.id);
    }
  });
  worker.addEventListener('error', () => {
    failAll(COULD_NOT_READ);
    listener.failed(COULD_NOT_READ);
  });
  const ask = (request: (id: number) => TableRequest) =>
    new Promise<TableReply>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage(request(id));
    });
  worker.postMessage({ type: 'parse', text, delimiter, rows } satisfies TableRequest);
  return {
    sort: async (column, direction) => {
      const reply = await ask((id) => ({ type: 'sort', id, column, direction }));
      if (reply.type !== 'sorted') throw new Error(COULD_NOT_READ);
      return reply.order;
    },
    exportText: async () => {
      const reply = await ask((id) => ({ type: 'export', id }));
      if (reply.type !== 'exported') throw new Error(COULD_NOT_READ);
      return reply.text;
    },
    close: () => {
      failAll('closed');
      worker.terminate();
    },
  };
}

/** The table's source; with no listener it is read only to be exported (no rows come back). */
export function openTableSource(text: string, delimiter: Delimiter, shown?: TableListener): TableSource {
  const listener = shown ?? UNHEARD;
  if (typeof Worker === 'undefined') return inPageSource(text, delimiter, listener);
  let current: TableSource;
  let heard = false;
  // A worker whose code cannot be fetched (offline, a deploy that removed it) fails before it says
  // anything: the page then reads the table itself. One that fails later says so.
  const fallBack = () => {
    current.close();
    current = inPageSource(text, delimiter, listener);
  };
  try {
    const worker = new Worker(new URL('./table-worker.ts', import.meta.url), {
      type: 'module',
      name: 'artifact-table',
    });
    current = workerSource(
      worker,
      text,
      delimiter,
      {
        columns: (columns, total) => {
          heard = true;
          listener.columns(columns, total);
        },
        rows: listener.rows,
        failed: (message) => (heard ? listener.failed(message) : fallBack()),
      },
      shown !== undefined,
    );
  } catch {
    current = inPageSource(text, delimiter, listener);
  }
  return {
    sort: (column, direction) => current.sort(column, direction),
    exportText: () => current.exportText(),
    close: () => current.close(),
  };
}

/** The artifact as a file safe to open in a spreadsheet (formula-looking cells escaped). */
export async function safeTableExport(text: string, delimiter: Delimiter): Promise<string> {
  const source = openTableSource(text, delimiter);
  try {
    return await source.exportText();
  } finally {
    source.close();
  }
}
