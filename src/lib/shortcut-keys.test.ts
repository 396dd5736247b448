// @vitest-environment jsdom
// Which keys count as the screen's shortcuts: plain keys outside fields and outside an open dialog.
import { afterEach, describe, expect, it } from 'vitest';
import { isShortcutKey } from './shortcut-keys';

function press(target: Element, init: KeyboardEventInit = {}) {
  let seen: boolean | undefined;
  const listener = (event: KeyboardEvent) => (seen = isShortcutKey(event));
  window.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'o', bubbles: true, cancelable: true, ...init }));
  window.removeEventListener('keydown', listener);
  return seen;
}

describe('isShortcutKey', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes a plain key on the page, not one with a modifier or typed into a field', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const field = document.body.appendChild(document.createElement('input'));
    expect(press(button)).toBe(true);
    expect(press(document.body)).toBe(true);
    expect(press(button, { ctrlKey: true })).toBe(false);
    expect(press(button, { metaKey: true })).toBe(false);
    expect(press(field)).toBe(false);
  });

  it('ignores keys while a dialog is open, wherever focus is, and takes them again once it is closed', () => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const inside = dialog.appendChild(document.createElement('button'));
    dialog.setAttribute('open', '');
    expect(press(inside)).toBe(false);
    expect(press(document.body)).toBe(false); // a click on the dialog's text leaves focus here
    dialog.removeAttribute('open');
    expect(press(document.body)).toBe(true);
  });
});
