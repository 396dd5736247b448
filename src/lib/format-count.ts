// Counts as people read them ("1,240"), grouped by hand for the app's English interface. Not
// Intl.NumberFormat: the first one a page builds loads the locale data, a cost on the board's first
// load that a comma does not justify.

export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const sign = count < 0 ? '-' : '';
  const [whole = '', fraction] = String(Math.abs(count)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
