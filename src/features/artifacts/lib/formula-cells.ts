// CSV injection: a spreadsheet runs a cell that starts with =, +, -, @ (or a tab or carriage
// return) as a formula. Cells from an artifact are shown as text, and whatever leaves the page
// (a copied cell, an exported file) has such a cell prefixed with ' so a spreadsheet keeps it as
// text (OWASP's advice). A plain number such as -5 or +3.2 runs nothing and is left as it is.

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;

/** A plain number such as -4, +3.5 or 1e-3: it runs nothing, and a column of them sorts by value. */
export const PLAIN_NUMBER = new RegExp(`^${NUMBER}$`);

/** A cell a spreadsheet would take as a formula: one of = + - @ \t \r first, unless it is a plain number. */
export const FORMULA_START = new RegExp(`^(?!${NUMBER}$)[=+\\-@\\t\\r]`);

export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The cell's text as it goes to the clipboard: a formula-looking one with a leading ' . */
export function cellForClipboard(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}
