// @vitest-environment jsdom
// The last screen's picture: taken from the app's own screen, painted back before the app starts,
// with nothing of the service's text or of a tampered storage ever parsed as markup or run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeyOf } from '@/lib/storage/account-key';
import { formatReadTime } from '@/lib/time';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { keepSnapshot, takeSnapshot } from './capture-snapshot';
import { paintLastScreen, paintSnapshot, readSnapshot, snapshotKey } from './paint-snapshot';
import type { Snapshot } from './snapshot-shape';

const HOSTILE = '<img src=x onerror="window.ran=1"><script>window.ran=1</script>';

function screenWith(title: string) {
  const root = document.createElement('div');
  root.id = 'root';
  const main = document.createElement('main');
  const card = document.createElement('article');
  card.setAttribute('data-job-card', '');
  card.className = 'rounded-md border';
  card.style.setProperty('transform', 'translateY(120px)');
  card.style.setProperty('background-image', 'url(https://tracker.example/x.png)');
  const heading = document.createElement('h3');
  heading.textContent = title;
  const link = document.createElement('a');
  link.setAttribute('href', 'javascript:alert(1)');
  link.setAttribute('onclick', 'window.ran=1');
  link.textContent = 'Open';
  const image = document.createElement('img');
  image.src = 'https://tracker.example/y.png';
  const field = document.createElement('input');
  field.value = 'typed by the person';
  card.append(heading, link, image, field);
  main.append(card);
  root.append(main);
  document.body.append(root);
  return root;
}

function storedSnapshot(node: unknown, overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    v: 1,
    css: [],
    path: '/jobs',
    at: Date.now(),
    dark: false,
    ready: 'card',
    scrollY: 0,
    node,
    ...overrides,
  } as Snapshot;
}

/** Saves `apiKey` as remembered on this device; its account. */
function rememberKey(apiKey: string): string {
  useSettingsStore.getState().actions.save({ baseUrl: '', apiKey, remember: true });
  return accountKeyOf('', apiKey) ?? '';
}

beforeEach(() => {
  window.history.replaceState(null, '', '/jobs');
});

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  delete (window as { ran?: number }).ran;
});

describe('the last screen, as a picture', () => {
  it('is taken from the screen and painted back as text and boxes, nothing that runs or loads', () => {
    screenWith(HOSTILE);
    const snapshot = takeSnapshot(document);
    expect(snapshot?.ready).toBe('card');
    const json = JSON.stringify(snapshot);
    expect(json).not.toContain('typed by the person');
    expect(json).not.toContain('javascript:');
    expect(json).not.toContain('tracker.example');
    document.body.replaceChildren();

    const cover = paintSnapshot(document, snapshot as Snapshot);
    expect(cover?.inert).toBe(true);
    expect(cover?.getAttribute('aria-hidden')).toBe('true');
    expect(cover?.querySelector('h3')?.textContent).toBe(HOSTILE);
    expect(cover?.querySelector('[data-job-card]')).not.toBeNull();
    expect(cover?.querySelector('[data-job-card]')?.getAttribute('style')).toBe(
      'transform: translateY(120px);',
    );
    expect(cover?.querySelectorAll('img, script, input, [onclick], [onerror], [href]')).toHaveLength(0);
    expect((window as { ran?: number }).ran).toBeUndefined();
  });

  it('leaves out what is only true of the moment (the stream status)', () => {
    const root = screenWith('A job');
    const status = document.createElement('div');
    status.setAttribute('data-snapshot-skip', '');
    status.textContent = 'Reconnecting';
    root.prepend(status);
    const json = JSON.stringify(takeSnapshot(document));
    expect(json).toContain('A job');
    expect(json).not.toContain('Reconnecting');
  });

  it('marks its time in the header\'s place for the app\'s own "As of" line, else in a corner', async () => {
    const header = { t: 'header', k: [{ t: 'div', a: [['data-as-of-place', '']] }] };
    const at = new Date(2026, 10, 29, 9, 42).getTime();
    // jsdom lays nothing out: the header is where the picture's scroll puts it.
    let headerBottom = 40;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const bottom = this.hasAttribute('data-as-of-place') ? headerBottom : 0;
      return DOMRect.fromRect({ x: 0, y: bottom - 40, width: 0, height: 40 });
    });
    const cover = paintSnapshot(document, storedSnapshot({ t: 'div', k: [header] }, { at }));
    const place = cover?.querySelector('header [data-as-of-place]');
    expect(place?.getAttribute('data-as-of')).toBe('As of 09:42');
    expect(place?.getAttribute('data-as-of-now')).toBe(' · Updating…');
    expect(cover?.classList.contains('snapshot-cover-corner')).toBe(false);
    // Then in the app's own words for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(place?.getAttribute('data-as-of')).toBe(`As of ${formatReadTime(at)}`);
    cover?.remove();
    // Scrolled past its header, or with none: the corner.
    headerBottom = -260;
    for (const node of [
      { t: 'div', k: [header] },
      { t: 'div', k: ['no header'] },
    ]) {
      const painted = paintSnapshot(document, storedSnapshot(node, { at }));
      expect(painted?.getAttribute('data-as-of')).toBe('As of 09:42');
      expect(painted?.querySelector('[data-as-of]')).toBeNull();
      expect(painted?.classList.contains('snapshot-cover-corner')).toBe(true);
      painted?.remove();
    }
    vi.restoreAllMocks();
  });

  it('keeps the room of what is only true of the moment where it says so, and leaves the rest out', () => {
    const root = screenWith('A job');
    const badge = document.createElement('div');
    badge.setAttribute('data-snapshot-skip', 'box');
    badge.textContent = 'Live';
    const status = document.createElement('span');
    status.setAttribute('data-snapshot-skip', '');
    status.textContent = 'As of 09:30 · Offline';
    root.prepend(badge, status);
    vi.spyOn(badge, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 52, height: 16 }));
    const json = JSON.stringify(takeSnapshot(document));
    expect(json).not.toContain('Live');
    expect(json).not.toContain('As of');
    expect(json).toContain('{"t":"div","s":[["width","52px"],["height","16px"]]}');
    vi.restoreAllMocks();
  });

  it('paints nothing a tampered storage adds: no tag, attribute or style outside the shape', () => {
    const tree = {
      t: 'div',
      a: [
        ['onmouseover', 'window.ran=1'],
        ['href', 'javascript:x'],
        ['data-job-card', ''],
      ],
      s: [
        ['background', 'url(https://tracker.example)'],
        ['width', 'expression(alert(1))'],
        ['height', '10px'],
      ],
      k: [
        { t: 'script', k: ['window.ran=1'] },
        { t: 'iframe', a: [['src', 'https://evil.example']] },
        {
          t: 'svg',
          k: [
            { t: 'foreignObject', k: [{ t: 'img' }] },
            { t: 'path', a: [['d', 'M0 0h1']] },
          ],
        },
        { t: 'p', c: 'x', k: ['<b>not markup</b>', 42, null, { t: '__proto__' }] },
      ],
    };
    const cover = paintSnapshot(document, storedSnapshot(tree));
    const painted = cover?.firstElementChild?.firstElementChild;
    expect(painted?.getAttributeNames().sort()).toEqual(['data-job-card', 'style']);
    expect(painted?.getAttribute('style')).toBe('height: 10px;');
    expect(cover?.querySelectorAll('script, iframe, img, foreignObject')).toHaveLength(0);
    expect(cover?.querySelector('path')?.getAttribute('d')).toBe('M0 0h1');
    expect(cover?.querySelector('p')?.textContent).toBe('<b>not markup</b>');
    expect(cover?.querySelector('b')).toBeNull();
  });

  it('is read only for its own address and style sheets, and while recent', () => {
    localStorage.setItem(snapshotKey('acc'), JSON.stringify(storedSnapshot('x')));
    expect(readSnapshot('acc', document)).toBeDefined();
    expect(readSnapshot('other', document)).toBeUndefined();
    localStorage.setItem(snapshotKey('acc'), JSON.stringify(storedSnapshot('x', { path: '/inbox' })));
    expect(readSnapshot('acc', document)).toBeUndefined();
    localStorage.setItem(snapshotKey('acc'), JSON.stringify(storedSnapshot('x', { css: ['/old.css'] })));
    expect(readSnapshot('acc', document)).toBeUndefined();
    localStorage.setItem(
      snapshotKey('acc'),
      JSON.stringify(storedSnapshot('x', { at: Date.now() - 8 * 86_400_000 })),
    );
    expect(readSnapshot('acc', document)).toBeUndefined();
    localStorage.setItem(snapshotKey('acc'), '{not json');
    expect(readSnapshot('acc', document)).toBeUndefined();
  });

  it('is painted for the remembered account, and goes when the app shows its own card', async () => {
    const account = rememberKey('k-1');
    screenWith('Deploy');
    keepSnapshot(document, account);
    expect(localStorage.getItem(snapshotKey(account))).not.toBeNull();
    document.body.replaceChildren();
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);

    paintLastScreen();
    const cover = document.querySelector('[data-snapshot]');
    expect(cover?.textContent).toContain('Deploy');
    // The app renders its own screen: the picture goes.
    const card = document.createElement('div');
    card.setAttribute('data-job-card', '');
    root.append(card);
    await Promise.resolve();
    expect(document.querySelector('[data-snapshot]')).toBeNull();

    // A tab whose key is not remembered paints nothing.
    useSettingsStore.getState().actions.save({ baseUrl: '', apiKey: 'k-1', remember: false });
    paintLastScreen();
    expect(document.querySelector('[data-snapshot]')).toBeNull();
  });

  it('is not taken while the screen shows nothing of its own, and an older one is forgotten then', () => {
    const account = rememberKey('k-2');
    localStorage.setItem(snapshotKey(account), JSON.stringify(storedSnapshot('x')));
    const root = document.createElement('div');
    root.id = 'root';
    root.textContent = 'Loading…';
    document.body.append(root);
    keepSnapshot(document, account);
    expect(localStorage.getItem(snapshotKey(account))).toBeNull();
  });

  it('is not kept once the device no longer remembers the key (another tab unticked it or signed out)', () => {
    const account = rememberKey('k-3');
    screenWith('Deploy');
    keepSnapshot(document, account);
    expect(localStorage.getItem(snapshotKey(account))).not.toBeNull();
    // What another tab did is in the storage, not yet in this tab's memory.
    localStorage.removeItem('agent-console:connection');
    keepSnapshot(document, account);
    expect(localStorage.getItem(snapshotKey(account))).toBeNull();
  });

  it('refuses a url() or a paint server in an attribute however it is padded, and a time ahead', () => {
    const padded = `${' '.repeat(200)}url(https://evil.example/p.svg#g)`;
    const tree = {
      t: 'svg',
      k: [
        {
          t: 'path',
          a: [
            ['fill', padded],
            ['stroke', 'url(#x)'],
            ['d', 'M0 0'],
          ],
        },
      ],
    };
    const cover = paintSnapshot(document, storedSnapshot(tree));
    expect(cover?.querySelector('path')?.getAttributeNames()).toEqual(['d']);
    localStorage.setItem(
      snapshotKey('acc'),
      JSON.stringify(storedSnapshot('x', { at: Date.now() + 86_400_000 })),
    );
    expect(readSnapshot('acc', document)).toBeUndefined();
  });

  it('takes the first press on the picture for itself: it goes, and nothing beneath is clicked', () => {
    const account = rememberKey('k-4');
    localStorage.setItem(snapshotKey(account), JSON.stringify(storedSnapshot('Deploy')));
    const root = document.createElement('div');
    root.id = 'root';
    const button = document.createElement('button');
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    root.append(button);
    document.body.append(root);
    paintLastScreen();
    expect(document.querySelector('[data-snapshot]')).not.toBeNull();
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
    button.click();
    expect(document.querySelector('[data-snapshot]')).toBeNull();
    expect(clicks).toBe(0);
    button.click();
    expect(clicks).toBe(1);
  });
});
