import { describe, expect, it } from 'vitest';
import { exportTable, parseTable, sortOrder } from './table-data';

const ordered = (rows: string[][], column: number, direction: 'ascending' | 'descending') =>
  [...sortOrder(rows, column, direction)].map((index) => rows[index]?.[column]);

describe('parseTable', () => {
  it('reads quoted fields, delimiters and line breaks inside them, and names columns by the first row', () => {
    const table = parseTable('name,note\r\nAna,"a, b"\r\nBo,"two\nlines"\r\nChen,"say ""hi"""\r\n', ',');
    expect(table.columns).toEqual(['name', 'note']);
    expect(table.rows).toEqual([
      ['Ana', 'a, b'],
      ['Bo', 'two\nlines'],
      ['Chen', 'say "hi"'],
    ]);
  });

  it('reads tabs, skips blank lines, and names columns a ragged row adds', () => {
    const table = parseTable('a\tb\n1\t2\n\n3\t4\t5\n', '\t');
    expect(table.columns).toEqual(['a', 'b', 'Column 3']);
    expect(table.rows).toEqual([
      ['1', '2'],
      ['3', '4', '5'],
    ]);
  });

  it('keeps markup and formulas as the text they are', () => {
    const table = parseTable('x\n<img src=x onerror=alert(1)>\n=1+1\n', ',');
    expect(table.rows).toEqual([['<img src=x onerror=alert(1)>'], ['=1+1']]);
  });

  it('gives an empty table for an empty text', () => {
    expect(parseTable('', ',')).toEqual({ columns: [], rows: [] });
  });
});

describe('sortOrder', () => {
  const rows = [['10'], ['9'], [''], ['-1.5'], ['100']];

  it('sorts a column of numbers by value, empty cells last either way', () => {
    expect(ordered(rows, 0, 'ascending')).toEqual(['-1.5', '9', '10', '100', '']);
    expect(ordered(rows, 0, 'descending')).toEqual(['100', '10', '9', '-1.5', '']);
  });

  it('sorts text as people read it: case aside, numbers inside text in order', () => {
    const text = [['item 10'], ['Item 2'], ['apple'], ['item 1']];
    expect(ordered(text, 0, 'ascending')).toEqual(['apple', 'item 1', 'Item 2', 'item 10']);
  });

  it('orders accented text by the collator, and leading zeros do not count', () => {
    expect(ordered([['zoe'], ['fred'], ['Émile']], 0, 'ascending')).toEqual(['Émile', 'fred', 'zoe']);
    expect(ordered([['v010'], ['v9'], ['v0011']], 0, 'ascending')).toEqual(['v9', 'v010', 'v0011']);
  });

  it('keeps the artifact order between equal cells, and reads a missing cell as empty', () => {
    const ties = [['b', '1'], ['a', '2'], ['b', '3'], ['a']];
    expect([...sortOrder(ties, 0, 'ascending')]).toEqual([1, 3, 0, 2]);
    expect([...sortOrder(ties, 1, 'descending')]).toEqual([2, 1, 0, 3]);
  });
});

describe('exportTable', () => {
  it('quotes every field and prefixes formula-looking ones with a quote mark, numbers left alone', () => {
    const text = exportTable(
      {
        columns: ['name', 'value'],
        rows: [
          ['a', '=HYPERLINK("https://x","y")'],
          ['b', '-4'],
          ['c', '@SUM(1)'],
          ['d', '+cmd'],
        ],
      },
      ',',
    );
    expect(text.split('\r\n')).toEqual([
      '"name","value"',
      '"a","\'=HYPERLINK(""https://x"",""y"")"',
      '"b","-4"',
      '"c","\'@SUM(1)"',
      '"d","\'+cmd"',
    ]);
  });

  it('writes tabs for a TSV, and round-trips through the parser with the escapes kept', () => {
    const table = {
      columns: ['k', 'v'],
      rows: [
        ['x', '=1'],
        ['y', 'a\tb'],
      ],
    };
    const text = exportTable(table, '\t');
    expect(parseTable(text, '\t').rows).toEqual([
      ['x', "'=1"],
      ['y', 'a\tb'],
    ]);
  });
});
