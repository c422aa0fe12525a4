import type { Page } from 'playwright-core';

/**
 * Starts adding up the page's layout shifts not caused by input, as Lighthouse's cumulative layout shift does
 * (`buffered` takes in those since the page began loading).
 */
export async function watchShifts(page: Page, options: { buffered?: boolean } = {}): Promise<void> {
  await page.evaluate((buffered) => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered });
  }, options.buffered ?? false);
}

/** The sum of the layout shifts since `watchShifts`. */
export function shiftsSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}
