/** "just now", "4 min", "3 h", "2 d": short enough for a card. */
export function durationSince(at: number | undefined, now: number): string | undefined {
  if (at === undefined || Number.isNaN(at)) return undefined;
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
}

export function parseTime(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

export function formatDateTime(value: string | number | undefined): string | undefined {
  const at = typeof value === 'number' ? value : parseTime(value);
  if (at === undefined) return undefined;
  return new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}
