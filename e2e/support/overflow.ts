import type { Page } from 'playwright-core';

export type SidewaysOverflow = {
  /** How many CSS pixels the page is wider than its viewport (0: no sideways scroll). */
  overflowPx: number;
  /** The outermost elements that reach past the viewport's right edge (at most five), to say what to fix. */
  wider: string[];
};

/**
 * How far the page reaches past the right edge of its viewport, and the elements that do: the sideways scroll a
 * phone shows. Elements inside a box that scrolls or clips sideways (an overview strip, a wide table's wrapper)
 * do not widen the page and are left out.
 */
export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clippedAbove = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.id;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${label ? `[${label}]` : ''} "${text}" right ${Math.round(element.getBoundingClientRect().right)}`;
    };
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !clippedAbove(element),
    );
    // The outermost ones: an element whose parent also reaches past the edge says the same thing again.
    const outermost = past.filter((element) => !element.parentElement || !past.includes(element.parentElement));
    return { overflowPx: Math.max(0, root.scrollWidth - width), wider: outermost.slice(0, 5).map(name) };
  });
}
