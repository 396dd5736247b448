// Keeps the combobox's `aria-activedescendant` on the option that is selected, so a screen reader
// says the option Enter would run as soon as there is one. cmdk works it out one step late when
// the palette holds the selected value itself (its own store reads the selection before the
// options show it), and so named no option until an arrow key. The selection the options show is
// the truth: whenever it, or the attribute, changes, the input and the list point at it.
import { useEffect, type RefObject } from 'react';

const OWNERS = '[cmdk-input], [cmdk-list]';
const SELECTED = '[cmdk-item][aria-selected="true"]';

export function useActiveOption(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const point = () => {
      const id = element.querySelector(SELECTED)?.id;
      for (const owner of element.querySelectorAll(OWNERS)) {
        if (owner.getAttribute('aria-activedescendant') === (id ?? null)) continue;
        if (id) owner.setAttribute('aria-activedescendant', id);
        else owner.removeAttribute('aria-activedescendant');
      }
    };
    const observer = new MutationObserver(point);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-selected', 'aria-activedescendant'],
    });
    point();
    return () => observer.disconnect();
  }, [root]);
}
