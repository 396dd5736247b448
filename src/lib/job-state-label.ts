/** A job state as the board names its column: `ambiguous` is "Needs input", others in sentence case. */
export function jobStateLabel(state: string): string {
  if (state === 'ambiguous') return 'Needs input';
  const words = state.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
