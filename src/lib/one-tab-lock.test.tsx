// Two tabs of one account ask for the rule runner's lock: one holds it, the other waits and takes
// it over when the first lets go (it closes, or its account changes); another account's tab holds
// its own at the same time.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeLocks } from '@/testing/fake-locks';
import { useOneTabLock } from './one-tab-lock';

const tab = (name: string | undefined) =>
  renderHook(({ lock }) => useOneTabLock(lock), { initialProps: { lock: name } });

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('one tab lock', () => {
  beforeEach(() => {
    installFakeLocks();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('one of two tabs holds it; the other takes it once the first closes', async () => {
    const first = tab('agent-console:rule-runner:a');
    const second = tab('agent-console:rule-runner:a');
    await settle();
    expect([first.result.current, second.result.current]).toEqual([true, false]);
    first.unmount();
    await settle();
    expect(second.result.current).toBe(true);
  });

  it('lets go when the tab moves to another account, and holds that account’s own', async () => {
    const first = tab('agent-console:rule-runner:a');
    const second = tab('agent-console:rule-runner:a');
    const other = tab('agent-console:rule-runner:b');
    await settle();
    expect([first.result.current, second.result.current, other.result.current]).toEqual([true, false, true]);
    first.rerender({ lock: 'agent-console:rule-runner:b' });
    await settle();
    expect([first.result.current, second.result.current]).toEqual([false, true]);
    other.unmount();
    await settle();
    expect(first.result.current).toBe(true);
    first.rerender({ lock: undefined });
    await settle();
    expect(first.result.current).toBe(false);
  });

  it('without Web Locks the tab holds it at once', async () => {
    Reflect.deleteProperty(navigator, 'locks');
    const alone = tab('agent-console:rule-runner:a');
    await settle();
    expect(alone.result.current).toBe(true);
  });
});
