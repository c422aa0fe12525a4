/**
 * Gives the browser a turn before the next stage of the boot, so no single task holds input for long while the
 * site starts (docs/decisions/108-dashboard-frame-and-downloads-after-first-paint.md). A tab in the background has no input to serve, and its timers
 * wait up to a second each: there the next stage follows at once.
 */
export const nextTask = (): Promise<void> =>
  document.visibilityState === 'hidden' ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, 0));
