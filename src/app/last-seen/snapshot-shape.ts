// A picture of the last screen, kept on this device beside the account's data (only with
// "Remember on this device") and painted before the app starts (paint-snapshot.ts). It is not
// markup: a tree of allowed tags, classes, a few layout styles and text, built back with
// createElement and text nodes, so nothing in it (the service's titles and messages among it) is
// ever parsed as HTML or run. Storage is read as untrusted too: every field is checked as painted.

/** Tags a picture may hold; a form field becomes an empty box of its size; anything else is left out. */
// prettier-ignore
export const HTML_TAGS = new Set([
  'div', 'span', 'p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'nav', 'header', 'main',
  'section', 'article', 'aside', 'footer', 'button', 'label', 'strong', 'em', 'small', 'time',
  'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'dl', 'dt', 'dd', 'kbd', 'mark',
  'form', 'fieldset', 'legend', 'details', 'summary',
]);
export const BOXED_TAGS = new Set(['input', 'textarea', 'select']);
export const SVG_TAGS = new Set(['svg', 'path', 'circle', 'rect', 'g', 'line', 'polyline', 'polygon']);

/**
 * Attributes kept besides `class`: SVG geometry, the board's card mark and the header's place for
 * the "As of" mark (no URL, no handler).
 */
// prettier-ignore
export const ATTRIBUTES = new Set([
  'data-job-card', 'data-as-of-place', 'disabled', 'viewBox', 'd', 'fill', 'stroke', 'stroke-width', 'stroke-linecap',
  'stroke-linejoin', 'cx', 'cy', 'r', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height', 'points',
]);

/** Inline styles kept: where a virtual list puts its rows, and sizes. */
// prettier-ignore
const STYLES = new Set([
  'position', 'top', 'left', 'right', 'bottom', 'transform', 'width', 'height', 'min-height',
  'max-height', 'min-width', 'max-width', 'grid-template-columns',
]);

/** A value made of lengths, numbers and plain functions: no url(), no escapes, no strings. */
const SAFE_VALUE = /^[-\w.%#(), ]{0,200}$/;

export function allowedStyle(name: string, value: string): boolean {
  return STYLES.has(name) && SAFE_VALUE.test(value) && !/url|image|expression/i.test(value);
}

/** An attribute's value: geometry, colours by name or #hex; no parentheses (no url(), no paint server). */
const SAFE_ATTRIBUTE = /^[-\w.%#, ]{0,200}$/;

export function allowedAttribute(name: string, value: string): boolean {
  return ATTRIBUTES.has(name) && SAFE_ATTRIBUTE.test(value);
}

/** A text, or an element: tag, class, attributes and styles as pairs, children, its scroll. */
export type SnapshotNode =
  | string
  | { t: string; c?: string; a?: [string, string][]; s?: [string, string][]; k?: SnapshotNode[]; y?: number };

export interface Snapshot {
  v: 1;
  /** The page's style sheets when it was taken: its classes mean something only with them. */
  css: string[];
  /** The path and query it shows (it is painted for that address only). */
  path: string;
  at: number;
  dark: boolean;
  /** What on the app's own screen replaces it: a job card, or the screen's heading. */
  ready: 'card' | 'heading';
  scrollY: number;
  node: SnapshotNode;
}

export const SNAPSHOT_NAME = 'screen';
export const SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** About 300 KB: a full screen of cards is about 60. */
export const SNAPSHOT_MAX_CHARS = 300_000;

/** The style sheets of this page, as a picture records them. */
export function styleSheetsOf(doc: Document): string[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
}
