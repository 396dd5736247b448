import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTableSource, safeTableExport, type TableListener } from './table-source';

function listening() {
  const heard = { columns: [] as string[], total: -1, rows: [] as string[][], failed: [] as string[] };
  let done: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (done = resolve));
  const listener: TableListener = {
    columns: (columns, total) => {
      heard.columns = columns;
      heard.total = total;
    },
    rows: (rows) => {
      heard.rows.push(...rows);
      if (heard.rows.length >= heard.total) done();
    },
    failed: (message) => heard.failed.push(message),
  };
  return { heard, ready, listener };
}

/** A worker whose code could not be fetched: it fails before it says anything. */
class UnreachableWorker extends EventTarget {
  terminated = false;
  constructor() {
    super();
    setTimeout(() => this.dispatchEvent(new Event('error')), 0);
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('openTableSource', () => {
  it('reads, sorts and exports in the page where there is no worker', async () => {
    const { heard, ready, listener } = listening();
    const source = openTableSource('a,b\n2,=x\n1,y\n', ',', listener);
    await ready;
    expect(heard.columns).toEqual(['a', 'b']);
    expect(heard.rows).toEqual([
      ['2', '=x'],
      ['1', 'y'],
    ]);
    expect([...(await source.sort(0, 'ascending'))]).toEqual([1, 0]);
    expect(await source.exportText()).toBe('"a","b"\r\n"2","\'=x"\r\n"1","y"');
    source.close();
  });

  it('falls back to the page when the worker cannot start, and says no failure', async () => {
    vi.stubGlobal('Worker', UnreachableWorker);
    const { heard, ready, listener } = listening();
    const source = openTableSource('name\tteam\nAna\tData\n', '\t', listener);
    await ready;
    expect(heard.rows).toEqual([['Ana', 'Data']]);
    expect(heard.failed).toEqual([]);
    expect([...(await source.sort(1, 'descending'))]).toEqual([0]);
    source.close();
  });

  it('exports a TSV with its formulas escaped', async () => {
    expect(await safeTableExport('k\tv\nx\t@SUM(1)\n', '\t')).toBe('"k"\t"v"\r\n"x"\t"\'@SUM(1)"');
  });
});
