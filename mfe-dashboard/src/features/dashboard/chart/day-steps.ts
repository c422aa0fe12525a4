/** How the keyboard moves over a chart's days: a day, a week, or to either end. */
export const DAY_STEPS: Record<string, (i: number, last: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  PageUp: (i) => i - 7,
  PageDown: (i) => i + 7,
  Home: () => 0,
  End: (_i, last) => last,
};
