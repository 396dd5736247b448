// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchWake, type WakeReason } from './wake';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('watchWake', () => {
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
    Reflect.deleteProperty(document, 'visibilityState'); // jsdom's own, on its prototype, again
  });

  it('hears a Page Lifecycle resume once, even with a late timer tick right after', () => {
    vi.useFakeTimers();
    let clock = 0;
    const woken: WakeReason[] = [];
    const stop = watchWake((reason) => woken.push(reason), { now: () => clock });
    document.dispatchEvent(new Event('freeze'));
    clock += 120_000; // frozen for two minutes: no timers ran
    document.dispatchEvent(new Event('resume'));
    clock += 500;
    vi.advanceTimersByTime(5_000);
    expect(woken).toEqual(['resume']);
    stop();
  });

  it('hears a tab hidden for minutes when it shows again, not a short glance away', () => {
    let clock = 0;
    const woken: WakeReason[] = [];
    const stop = watchWake((reason) => woken.push(reason), { now: () => clock });
    setVisibility('hidden');
    clock += 5_000;
    setVisibility('visible');
    expect(woken).toEqual([]);
    setVisibility('hidden');
    clock += 5 * 60_000;
    setVisibility('visible');
    expect(woken).toEqual(['visible']);
    stop();
  });

  it('hears a timer gap (the machine slept) and nothing after stop', () => {
    vi.useFakeTimers();
    let clock = 0;
    const woken: WakeReason[] = [];
    const stop = watchWake((reason) => woken.push(reason), { now: () => clock });
    clock += 5_000;
    vi.advanceTimersByTime(5_000);
    expect(woken).toEqual([]);
    clock += 60_000;
    vi.advanceTimersByTime(5_000);
    expect(woken).toEqual(['gap']);
    stop();
    document.dispatchEvent(new Event('resume'));
    expect(woken).toEqual(['gap']);
  });

  it('hears a page restored from the back/forward cache', () => {
    const woken: WakeReason[] = [];
    const stop = watchWake((reason) => woken.push(reason));
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: true });
    window.dispatchEvent(event);
    expect(woken).toEqual(['pageshow']);
    stop();
  });
});
