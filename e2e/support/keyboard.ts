import type { Browser, Page } from 'playwright-core';

// What a keyboard-only visitor sees: where the focus is, whether it shows, and Tab presses until it lands on a control.

export type Focused = { tag: string; id: string; leaving: boolean; role: string | null; name: string; inDialog: boolean; visible: boolean; value: string | null };

/** What has the keyboard focus: its accessible name (roughly), whether it sits in a dialog, and whether its focus shows. */
export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', id: '', leaving: false, role: null, name: '', inDialog: false, visible: false, value: null };
    // The text a screen reader would read: hidden decorations (icons, sparkles) left out.
    const textOf = (node: Node): string =>
      node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : node instanceof Element && node.getAttribute('aria-hidden') === 'true'
          ? ''
          : [...node.childNodes].map(textOf).join('');
    const labelled = el.getAttribute('aria-labelledby');
    const labelNode = labelled ? document.getElementById(labelled) : (el as HTMLInputElement).labels?.[0];
    const name = el.getAttribute('aria-label') ?? (labelNode ? textOf(labelNode) : textOf(el));
    // A focus ring is an outline or a box shadow on the control, or one its wrapper draws for it: the label of a
    // visually hidden radio, the frame of a text field.
    const ringOn = (node: Element, shadowToo: boolean) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (shadowToo && style.boxShadow !== 'none');
    };
    const field = ['input', 'select', 'textarea'].includes(el.tagName.toLowerCase());
    const shown = getComputedStyle(el).opacity !== '0' && ringOn(el, true);
    const parent = el.parentElement;
    const wrapped = Boolean(parent && (ringOn(parent, field) || (parent.parentElement && ringOn(parent.parentElement, false))));
    const box = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      leaving: Boolean(el.closest('.Toastify__toast')?.classList.contains('sentiscope-toast-exit')),
      role: el.getAttribute('role') ?? (el as HTMLInputElement).type ?? null,
      name: name.replace(/\s+/g, ' ').trim(),
      inDialog: Boolean(el.closest('[role="dialog"],[role="alertdialog"]')),
      visible: (shown || wrapped) && box.width > 0 && box.height > 0,
      value: (el as HTMLInputElement).value ?? null,
    };
  });

const matches = (name: string, wanted: string | RegExp) => (typeof wanted === 'string' ? name === wanted : wanted.test(name));

/**
 * Presses Tab (or Shift+Tab) until the control named `wanted` has the focus, checking that every control passed on the
 * way shows where the focus is.
 */
export async function tabTo(page: Page, wanted: string | RegExp, { backwards = false, max = 80 } = {}): Promise<Focused> {
  const passed: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    passed.push(`${now.name || now.tag}${now.visible ? '' : ' (focus not shown)'}`);
    // Past the last control the focus leaves the page (the browser's own controls); the next Tab starts it over.
    if (now.tag === 'body' && i > 0 && passed.length > 1) continue;
    // A page that arrives while the focus is out of the page puts it on its main region (not a control, never
    // reached by Tab); the next Tab goes on from there.
    if (now.id === 'main-content') continue;
    // A toast on its way out (its time is up) fades as the focus passes it; it is gone a moment later.
    if (now.leaving) continue;
    if (!now.visible) throw new Error(`The focus does not show on ${passed.at(-1)}; Tab passed ${passed.join(' > ')}`);
    if (matches(now.name, wanted)) return now;
  }
  throw new Error(`Tab never reached ${String(wanted)}; passed ${passed.join(' > ')}`);
}

export async function expectFocusOn(page: Page, wanted: string | RegExp) {
  await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body);
  const now = await focused(page);
  expect(matches(now.name, wanted) ? wanted : now.name).toEqual(wanted);
  expect(now.visible).toBe(true);
  return now;
}

/** A desktop-sized page with reduced motion, signed in when given a session token; records uncaught page errors. */
export async function keyboardPage(browser: Browser, token?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}
