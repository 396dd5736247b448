// Counts as people read them ("1,240"), with one formatter for the whole app: `toLocaleString`
// builds a new Intl.NumberFormat on every call, which cost about 0.3 ms a label on a board that
// re-renders its column counts with every event frame.
let formatter: Intl.NumberFormat | undefined;

export function formatCount(count: number): string {
  formatter ??= new Intl.NumberFormat('en-US');
  return formatter.format(count);
}
