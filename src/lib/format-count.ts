// Counts as people read them ("1,240"), grouped by hand for the app's English interface. Not
// Intl.NumberFormat: the first one a page builds loads the locale data, a cost on the board's first
// load that a comma does not justify. Nor a lookahead regular expression: compiling it took 36 ms
// of the warm board's first render in a profile (bench/HISTORY.md); three digits at a time is free.

export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const sign = count < 0 ? '-' : '';
  const [whole = '', fraction] = String(Math.abs(count)).split('.');
  // 1e+21 and 1e-7 are written as they are.
  if (!/^\d+$/.test(whole)) return String(count);
  let grouped = whole.slice(0, whole.length % 3 || 3);
  for (let at = grouped.length; at < whole.length; at += 3) grouped += `,${whole.slice(at, at + 3)}`;
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
