// The tab title keeps "(N) " whichever writes last: the waiting count or a screen naming itself
// (issue 41: a chat's or a workflow's page used to drop the count).
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setWaitingCount, useDocumentTitle } from './document-title';

afterEach(() => setWaitingCount(undefined));

describe('document title', () => {
  it('keeps the waiting count when a screen names itself after it was set', () => {
    setWaitingCount('3');
    const screen = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Release notes draft' },
    });
    expect(document.title).toBe('(3) Release notes draft · Agent Console');
    screen.rerender({ title: 'Q3 launch plan' });
    expect(document.title).toBe('(3) Q3 launch plan · Agent Console');
    setWaitingCount(undefined);
    expect(document.title).toBe('Q3 launch plan · Agent Console');
    setWaitingCount('60+');
    screen.unmount();
    expect(document.title).toBe('(60+) Agent Console');
  });
});
