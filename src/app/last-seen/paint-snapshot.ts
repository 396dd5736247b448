// The last screen, painted before the app has started (by paint-first.ts, a script of its own ahead
// of the app's entry): a warm visit shows its cards as soon as that script is in, marked "As of",
// and the app's own first screen replaces the picture as it comes. The picture is inert and hidden
// from assistive technology (the app's screen is the one to read and use), built with
// createElement and text nodes from a checked tree (snapshot-shape.ts), and painted only for the
// address, account and style sheets it was taken with.
import { accountKeyOf } from '@/lib/storage/account-key';
import { formatReadTime } from '@/lib/time';
import { readStartingConnection } from '@/lib/storage/stored-connection';
import { local } from '@/lib/storage/safe-storage';
import {
  allowedAttribute,
  allowedStyle,
  BOXED_TAGS,
  HTML_TAGS,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_NAME,
  styleSheetsOf,
  SVG_TAGS,
  type Snapshot,
  type SnapshotNode,
} from './snapshot-shape';

const SVG = 'http://www.w3.org/2000/svg';
/** The picture goes at the latest this long after it was painted, whatever the app shows. */
const MAX_SHOWN_MS = 5_000;
const MAX_NODES = 20_000;

export function snapshotKey(account: string): string {
  return `agent-console:${account}:${SNAPSHOT_NAME}`;
}

/** The kept picture for this account and address, if it is whole, recent and of these style sheets. */
export function readSnapshot(account: string, doc: Document, now = Date.now()): Snapshot | undefined {
  try {
    const raw = local()?.getItem(snapshotKey(account));
    if (!raw || raw.length > SNAPSHOT_MAX_CHARS) return undefined;
    const value = JSON.parse(raw) as Partial<Snapshot> | null;
    if (value?.v !== 1 || typeof value.at !== 'number') return undefined;
    // Recent, and not from the future (a time ahead would keep it for ever).
    if (now - value.at > SNAPSHOT_MAX_AGE_MS || value.at > now + 60_000) return undefined;
    const here = `${doc.location.pathname}${doc.location.search}`;
    if (value.path !== here || !Array.isArray(value.css)) return undefined;
    const css = styleSheetsOf(doc);
    if (value.css.length !== css.length || value.css.some((href, i) => href !== css[i])) return undefined;
    return value as Snapshot;
  } catch {
    return undefined;
  }
}

/** Builds `node` with this document's own calls; what the shape does not allow is left out. */
function build(doc: Document, node: unknown, inSvg: boolean, budget: { left: number }): Node | undefined {
  if ((budget.left -= 1) < 0) return undefined;
  if (typeof node === 'string') return doc.createTextNode(node);
  if (typeof node !== 'object' || node === null) return undefined;
  const { t, c, a, s, k, y } = node as Exclude<SnapshotNode, string>;
  if (typeof t !== 'string') return undefined;
  const svg = inSvg || t === 'svg';
  let element: Element;
  if (svg && SVG_TAGS.has(t)) element = doc.createElementNS(SVG, t);
  else if (!svg && HTML_TAGS.has(t)) element = doc.createElement(t);
  else if (!svg && BOXED_TAGS.has(t)) element = doc.createElement('div');
  else return undefined;
  if (typeof c === 'string') element.setAttribute('class', c);
  if (Array.isArray(a))
    for (const pair of a)
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string')
        if (allowedAttribute(pair[0], pair[1]))
          element.setAttribute(pair[0], pair[0] === 'data-job-card' ? '' : pair[1]);
  if (Array.isArray(s) && 'style' in element)
    for (const pair of s)
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string')
        if (allowedStyle(pair[0], pair[1])) (element as HTMLElement).style.setProperty(pair[0], pair[1]);
  // A field's box keeps its line's height; what was typed in it is not kept.
  if (BOXED_TAGS.has(t)) element.append(doc.createTextNode('\u00a0'));
  else if (Array.isArray(k))
    for (const child of k) {
      const built = build(doc, child, svg, budget);
      if (built) element.append(built);
    }
  if (typeof y === 'number' && y > 0) element.setAttribute('data-scroll', String(Math.round(y)));
  return element;
}

/** Paints `snapshot` over the page; returns the picture's element (removed by `dismiss`). */
export function paintSnapshot(doc: Document, snapshot: Snapshot): HTMLElement | undefined {
  const body = build(doc, snapshot.node, false, { left: MAX_NODES });
  if (!body) return undefined;
  const cover = doc.createElement('div');
  cover.setAttribute('data-snapshot', '');
  cover.setAttribute('aria-hidden', 'true');
  cover.inert = true;
  cover.className = `snapshot-cover bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100${snapshot.dark ? ' dark' : ''}`;
  const page = doc.createElement('div');
  page.style.setProperty('transform', `translateY(${-Math.max(0, Math.round(snapshot.scrollY || 0))}px)`);
  page.append(body);
  cover.append(page);
  doc.body.append(cover);
  for (const scrolled of cover.querySelectorAll<HTMLElement>('[data-scroll]'))
    scrolled.scrollTop = Number(scrolled.dataset.scroll);
  markTime(cover, new Date(snapshot.at));
  return cover;
}

/**
 * The time the picture shows, drawn by the style sheet from attributes (a mark to see, not a text
 * to find): in the header, where the app's own "As of" line comes, so it does not move when the
 * app is in; in a corner when the picture's header is out of view.
 */
function markTime(cover: HTMLElement, at: Date) {
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  const place = cover.querySelector('[data-as-of-place]');
  const inView = place !== null && place.getBoundingClientRect().bottom > 0;
  const mark = inView ? place : cover;
  mark.setAttribute('data-as-of', `As of ${time}`);
  mark.setAttribute('data-as-of-now', ' · Updating…');
  if (!inView) cover.classList.add('snapshot-cover-corner');
  // Then in the words the app's own line uses (the person's locale, the date before today), so the
  // mark does not change when the app is in. Not before the picture: the first formatter of a page
  // loads its locale's data, tens of milliseconds.
  setTimeout(() => {
    const words = formatReadTime(at.getTime());
    if (words) mark.setAttribute('data-as-of', `As of ${words}`);
  }, 0);
}

/** Removes the picture once the app's own screen shows what it stood for, or on the first input. */
function dismissWhenShown(doc: Document, cover: HTMLElement, ready: Snapshot['ready']) {
  const root = doc.getElementById('root');
  const selector = ready === 'card' ? '[data-job-card]' : 'main h1';
  const observer = new MutationObserver(() => {
    if (root?.querySelector(selector)) dismiss();
  });
  const dismiss = () => {
    observer.disconnect();
    cover.remove();
    doc.removeEventListener('pointerdown', onPointer, true);
    for (const type of ['keydown', 'wheel'] as const) doc.removeEventListener(type, dismiss, true);
  };
  // A press on the picture lands on the app beneath it, whose screen may differ (another card
  // where the person aimed): that first press and its click only take the picture away.
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onPointer = (event: Event) => {
    swallow(event);
    doc.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => doc.removeEventListener('click', swallow, true), 1_000);
    dismiss();
  };
  if (!root) return dismiss();
  observer.observe(root, { childList: true, subtree: true });
  doc.addEventListener('pointerdown', onPointer, { capture: true });
  for (const type of ['keydown', 'wheel'] as const)
    doc.addEventListener(type, dismiss, { capture: true, passive: true });
  setTimeout(dismiss, MAX_SHOWN_MS);
}

/** Paints the account's last screen, when this tab remembers its key and one was kept here. */
export function paintLastScreen(doc: Document = document) {
  try {
    if (window.top !== window.self) return; // in another page's frame nothing of ours is shown
    // Read from storage, not the settings' store: this runs before the app, and the store brings React.
    const { baseUrl, apiKey, remember } = readStartingConnection();
    const account = remember ? accountKeyOf(baseUrl, apiKey) : undefined;
    const snapshot = account ? readSnapshot(account, doc) : undefined;
    const cover = snapshot ? paintSnapshot(doc, snapshot) : undefined;
    if (snapshot && cover) dismissWhenShown(doc, cover, snapshot.ready);
  } catch {
    // A picture is a nicety: the app starts as it would without one.
  }
}
