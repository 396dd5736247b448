// Times from the service are ISO 8601 strings, but nothing guarantees it: every time the app reads
// goes through parseTime (undefined, never NaN, for anything unreadable), and every time it shows
// goes through one of the formatters below, each built once (Intl formatters are costly to build,
// and `toLocaleTimeString` builds one per call).

/** The one time type: milliseconds since the epoch, or undefined when unknown (missing, unreadable). */
export type Instant = number | undefined;

/** Where unknown times go in an order: before every known one, or after. */
export type UnknownTimes = 'first' | 'last';

/**
 * The one comparison of times, earliest first (for a sort; flip the arguments for latest first).
 * An unknown time goes where the caller says, the same for every unknown one: never NaN.
 */
export function compareInstants(a: Instant, b: Instant, unknown: UnknownTimes): number {
  return sortValue(a, unknown) - sortValue(b, unknown) || 0;
}

/** A time as a number to sort by, earliest first: an unknown one is -∞ ('first') or +∞ ('last'). */
export function sortValue(at: Instant, unknown: UnknownTimes): number {
  return at ?? (unknown === 'first' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY);
}

/** Milliseconds since the epoch, or undefined for a missing or unreadable time. */
export function parseTime(value: string | undefined | null): Instant {
  if (!value) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

/** The first readable time of several, in order ("last active, else updated, else created"). */
export function firstTime(...values: (string | undefined)[]): Instant {
  for (const value of values) {
    const at = parseTime(value);
    if (at !== undefined) return at;
  }
  return undefined;
}

/** "under a minute", "4 min", "3 h", "2 d": short enough for a card. */
export function durationSince(at: Instant, now: number): string | undefined {
  if (at === undefined || Number.isNaN(at)) return undefined;
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
}

type Style = 'date-time' | 'date-minute' | 'clock' | 'clock-seconds';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  'date-time': { dateStyle: 'medium', timeStyle: 'medium' },
  'date-minute': { dateStyle: 'medium', timeStyle: 'short' },
  clock: { hour: '2-digit', minute: '2-digit' },
  'clock-seconds': { timeStyle: 'medium' },
};
const formatters = new Map<Style, Intl.DateTimeFormat>();

/** A time in words for people, in their locale; undefined when there is no readable time. */
export function formatTime(value: string | number | undefined, style: Style): string | undefined {
  const at = typeof value === 'number' ? value : parseTime(value);
  if (at === undefined || Number.isNaN(at)) return undefined;
  let format = formatters.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, OPTIONS[style]);
    formatters.set(style, format);
  }
  return format.format(at);
}

/** When something shown was read: its clock time today, with its date before today ("As of …"). */
export function formatReadTime(at: number, now = Date.now()): string | undefined {
  const today = new Date(at).toDateString() === new Date(now).toDateString();
  return formatTime(at, today ? 'clock' : 'date-minute');
}

/**
 * Builds the first formatter ahead of need. The first Intl formatter of a page loads the locale's
 * data, tens of milliseconds: done in a task of its own at start, that cost stays out of the task
 * that renders the first screen of messages or cards.
 */
export function warmTimeFormats() {
  formatTime(0, 'clock');
}

/** "Nov 26, 2026, 10:42:05 PM" (job screen, states seen). */
export function formatDateTime(value: string | number | undefined): string | undefined {
  return formatTime(value, 'date-time');
}

/** "just now", "4 min ago", "3 h ago": when something settled. */
export function timeAgo(at: number | undefined, now: number): string | undefined {
  const duration = durationSince(at, now);
  if (duration === undefined) return undefined;
  return duration === 'under a minute' ? 'just now' : `${duration} ago`;
}
