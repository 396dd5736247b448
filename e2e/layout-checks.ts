// What every screen must hold at any width, read from the rendered page in one pass:
// - no word broken inside: each word-like segment of each text node (Intl.Segmenter, so a break at
//   a space or after a hyphen between words is fine) must lie on one line, that is its Range's
//   client rects share one top. `overflow-wrap: anywhere` or a column squeezed to a letter's width
//   shows as the same word on two lines. Text clipped away (a screen reader's label) is skipped.
// - no horizontal scroll: the document is no wider than the window.
// It costs one Range per word: a screen of the demo account is a few thousand words, a few ms.
import type { Page } from '@playwright/test';

export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth)
      problems.push(`scrolls sideways: ${scrollWidth} px wide in a ${window.innerWidth} px window`);
    const clipped = new Map<Element, boolean>();
    const isClipped = (element: Element | null): boolean => {
      if (!element || element === document.body) return false;
      const known = clipped.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const hidden =
        style.clipPath !== 'none' ||
        (style.clip !== 'auto' && style.clip !== '') ||
        (style.overflow === 'hidden' && box.width <= 1) ||
        isClipped(element.parentElement);
      clipped.set(element, hidden);
      return hidden;
    };
    const words = new Intl.Segmenter(undefined, { granularity: 'word' });
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (!/\S\S/.test(text) || isClipped(node.parentElement)) continue;
      for (const { segment, index, isWordLike } of words.segment(text)) {
        if (!isWordLike || segment.length < 2) continue;
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) {
          const where = node.parentElement?.tagName.toLowerCase() ?? '?';
          problems.push(`“${segment}” broken inside, in <${where}> “${text.trim().slice(0, 80)}”`);
        }
      }
    }
    return problems;
  });
}
