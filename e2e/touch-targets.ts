// Touch targets at least 44 px high on a touch screen (Apple's and WCAG 2.5.5's size): every
// visible control a thumb would press. A link inside running text is exempt (WCAG's inline
// exception), and a checkbox or radio counts by its label, which is what a thumb presses.
import type { Page } from '@playwright/test';

const TOUCH_MIN = 44;

export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="menuitem"]',
    );
    for (const control of controls) {
      if (control.closest('p, li > p, [data-inline-text]') && control.tagName === 'A') continue;
      const target =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
          ? (control.closest('label') ?? control)
          : control;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // Not on screen for a thumb: hidden, or visually hidden (a skip link, a file input).
      if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden') continue;
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      if (box.height + 0.5 < min) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${control.tagName.toLowerCase()}${control instanceof HTMLInputElement ? `[${control.type}]` : ''} “${name}” is ${Math.round(box.height)} px high`,
        );
      }
    }
    return found;
  }, TOUCH_MIN);
}
