import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReturnFocusToCard } from './use-return-focus-to-card';

function card(jobId: string, withAnswer: boolean) {
  const element = document.createElement('article');
  element.dataset.jobCard = jobId;
  element.innerHTML = `<a href="/jobs/${jobId}">Job</a>${withAnswer ? `<button data-answer-for="${jobId}">Answer</button>` : ''}`;
  document.body.append(element);
  return element;
}

describe('useReturnFocusToCard', () => {
  // jsdom has no CSS.escape: a stand-in escapes what a quoted selector needs.
  beforeEach(() => vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') }));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("focuses the card's Answer button, or its link once the job no longer offers one", () => {
    card('a"1', true);
    card('b', false);
    const { result } = renderHook(() => useReturnFocusToCard());
    result.current('a"1');
    expect(document.activeElement?.textContent).toBe('Answer');
    result.current('b');
    expect(document.activeElement?.getAttribute('href')).toBe('/jobs/b');
  });
});
