// @vitest-environment jsdom
// The go-to sequence: `g` then a destination key, within the window, never from a field or a dialog.
import { afterEach, describe, expect, it } from 'vitest';
import { GO_TO_WINDOW_MS, createGoToKeys } from './go-to-keys';

const key = (k: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key: k, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('createGoToKeys', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('goes to the inbox, the jobs and the chats after `g`', () => {
    const step = createGoToKeys(() => 0);
    for (const [second, to] of [
      ['i', '/inbox'],
      ['j', '/jobs'],
      ['c', '/chats'],
    ] as const) {
      expect(step(key('g'))).toEqual({ claimed: true });
      expect(step(key(second))).toEqual({ claimed: true, to });
    }
  });

  it('ignores the destination keys on their own, and other keys after `g`', () => {
    const step = createGoToKeys(() => 0);
    expect(step(key('i'))).toEqual({ claimed: false });
    expect(step(key('g'))).toEqual({ claimed: true });
    expect(step(key('x'))).toEqual({ claimed: false });
    expect(step(key('i'))).toEqual({ claimed: false });
  });

  it('forgets `g` after the window', () => {
    let now = 0;
    const step = createGoToKeys(() => now);
    step(key('g'));
    now = GO_TO_WINDOW_MS + 1;
    expect(step(key('i'))).toEqual({ claimed: false });
  });

  it('does nothing in a text field, with a modifier, or while a dialog is open', () => {
    const step = createGoToKeys(() => 0);
    const field = document.createElement('input');
    document.body.append(field);
    expect(step(key('g', {}, field))).toEqual({ claimed: false });
    expect(step(key('i', {}, field))).toEqual({ claimed: false });
    step(key('g'));
    expect(step(key('i', { ctrlKey: true }))).toEqual({ claimed: false });
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    expect(step(key('g'))).toEqual({ claimed: false });
  });
});
