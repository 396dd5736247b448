import { describe, expect, it } from 'vitest';
import { cellForClipboard, isFormulaLike } from './formula-cells';

describe('formula-looking cells (CSV injection)', () => {
  it.each(['=1+1', '=HYPERLINK("https://x","y")', '+cmd', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '-', '+'])(
    'takes %j for a formula',
    (text) => {
      expect(isFormulaLike(text)).toBe(true);
      expect(cellForClipboard(text)).toBe(`'${text}`);
    },
  );

  it.each(['', 'eu', '12', '-4', '+3.5', '-.5', '1e-3', 'a=b', "'=1", ' =1'])(
    'leaves %j as it is',
    (text) => {
      expect(isFormulaLike(text)).toBe(false);
      expect(cellForClipboard(text)).toBe(text);
    },
  );
});
