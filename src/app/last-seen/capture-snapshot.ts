// Takes the picture of the screen that paint-snapshot.ts paints on the next visit: when the page is
// hidden or left (a reload does both first), what of the app's own screen is in the viewport, as
// a checked tree (snapshot-shape.ts). Only while the account is kept on this device
// (persist-queries.ts starts it); stored under the account's key, so Sign out takes it with the
// rest of the account's data.
import { accountKeyOf } from '@/lib/storage/account-key';
import { readRememberedConnection } from '@/lib/storage/stored-connection';
import { local, removeItemSafely } from '@/lib/storage/safe-storage';
import { snapshotKey } from './paint-snapshot';
import {
  allowedAttribute,
  allowedStyle,
  ATTRIBUTES,
  BOXED_TAGS,
  HTML_TAGS,
  SNAPSHOT_MAX_CHARS,
  styleSheetsOf,
  SVG_TAGS,
  type Snapshot,
  type SnapshotNode,
} from './snapshot-shape';

const MAX_NODES = 20_000;

interface Walk {
  width: number;
  height: number;
  nodes: number;
}

function outside(rect: DOMRect, walk: Walk): boolean {
  return rect.bottom < 0 || rect.right < 0 || rect.top > walk.height || rect.left > walk.width;
}

function take(node: Node, inSvg: boolean, walk: Walk): SnapshotNode | undefined {
  if ((walk.nodes += 1) > MAX_NODES) return undefined;
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return text.trim() === '' ? (text ? ' ' : undefined) : text.replace(/\s+/g, ' ');
  }
  if (!(node instanceof Element)) return undefined;
  const tag = node.localName;
  const svg = inSvg || tag === 'svg';
  if (!(svg ? SVG_TAGS.has(tag) : HTML_TAGS.has(tag) || BOXED_TAGS.has(tag))) return undefined;
  if (!svg && outside(node.getBoundingClientRect(), walk)) return undefined;
  // Not shown (display: none, a closed panel): a box of nothing at the corner, left out.
  if (typeof node.checkVisibility === 'function' && !node.checkVisibility()) return undefined;
  // What is only true of this moment (the event stream's status, already "Reconnecting" as a
  // reload leaves): left out, not shown stale under "As of"; as an empty box of its size where
  // it marks so (`box`), so what stands beside it stays where it was.
  const skip = node.getAttribute('data-snapshot-skip');
  if (skip === 'box') {
    const { width, height } = node.getBoundingClientRect();
    return {
      t: 'div',
      s: [
        ['width', `${Math.round(width)}px`],
        ['height', `${Math.round(height)}px`],
      ],
    };
  }
  if (skip !== null) return undefined;
  const taken: Exclude<SnapshotNode, string> = { t: tag };
  const className = node.getAttribute('class');
  if (className) taken.c = className;
  const attributes: [string, string][] = [];
  for (const name of ATTRIBUTES) {
    // The card's mark is kept without its value (a job id is of no use to a picture).
    const value = name === 'data-job-card' && node.hasAttribute(name) ? '' : node.getAttribute(name);
    if (value !== null && allowedAttribute(name, value)) attributes.push([name, value]);
  }
  if (attributes.length > 0) taken.a = attributes;
  if (node instanceof HTMLElement || node instanceof SVGElement) {
    const styles: [string, string][] = [];
    for (const name of Array.from(node.style)) {
      const value = node.style.getPropertyValue(name);
      if (allowedStyle(name, value)) styles.push([name, value]);
    }
    // A field becomes a box of its size (its own width comes from the browser, not a class).
    if (BOXED_TAGS.has(tag)) {
      const { width, height } = node.getBoundingClientRect();
      styles.push(['width', `${Math.round(width)}px`], ['height', `${Math.round(height)}px`]);
    }
    if (styles.length > 0) taken.s = styles;
  }
  if (node.scrollTop > 0) taken.y = node.scrollTop;
  if (!BOXED_TAGS.has(tag)) {
    const children: SnapshotNode[] = [];
    for (const child of node.childNodes) {
      const kept = take(child, svg, walk);
      if (kept !== undefined) children.push(kept);
    }
    if (children.length > 0) taken.k = children;
  }
  return taken;
}

/** The picture of what `doc` shows now, or undefined when it shows nothing of the app's own yet. */
export function takeSnapshot(doc: Document, now = Date.now()): Snapshot | undefined {
  const root = doc.getElementById('root');
  if (!root || doc.querySelector('[data-snapshot]')) return undefined; // the last picture still shows
  const ready = root.querySelector('[data-job-card]')
    ? 'card'
    : root.querySelector('main h1')
      ? 'heading'
      : undefined;
  if (!ready) return undefined;
  const view = doc.defaultView;
  const walk: Walk = { width: view?.innerWidth ?? 0, height: view?.innerHeight ?? 0, nodes: 0 };
  const node = take(root, false, walk);
  if (!node || walk.nodes > MAX_NODES) return undefined;
  return {
    v: 1,
    css: styleSheetsOf(doc),
    path: `${doc.location.pathname}${doc.location.search}`,
    at: now,
    dark: doc.documentElement.classList.contains('dark'),
    ready,
    scrollY: view?.scrollY ?? 0,
    node,
  };
}

/** Keeps the picture of `doc` for `account` (or forgets the last one when there is none to take). */
export function keepSnapshot(doc: Document, account: string) {
  const key = snapshotKey(account);
  // The last picture still shows (the app's screen is not in yet): it stays as it was kept.
  if (doc.querySelector('[data-snapshot]')) return;
  // Another tab may have signed out or stopped remembering the key since this one last heard: a
  // tab that closes never hears, so what is stored now decides.
  if (!stillRemembered(account)) return removeItemSafely(local(), key);
  const snapshot = takeSnapshot(doc);
  const json = snapshot ? JSON.stringify(snapshot) : undefined;
  // A picture too large, or storage that refuses it, leaves none: never an older screen's.
  removeItemSafely(local(), key);
  if (!json || json.length > SNAPSHOT_MAX_CHARS) return;
  try {
    local()?.setItem(key, json);
  } catch {
    // Full: the next visit starts without a picture, as a first one does.
  }
}

/** Whether this device's stored connection still remembers the key of `account`. */
function stillRemembered(account: string): boolean {
  const { baseUrl, apiKey, remember } = readRememberedConnection();
  return remember && accountKeyOf(baseUrl, apiKey) === account;
}

/** Takes the picture whenever the page is hidden or left; returns the stop. */
export function keepSnapshotsOnLeave(account: string, doc: Document = document): () => void {
  const onHide = () => {
    if (doc.visibilityState === 'hidden') keepSnapshot(doc, account);
  };
  const onPageHide = () => keepSnapshot(doc, account);
  doc.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    doc.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
}
