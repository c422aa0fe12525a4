/**
 * The analysis workspace's own failures. Apart from the site's other messages (which include them) so that the
 * dashboard's first load carries these three lines, not the whole list (docs/decisions/111-work-that-waits-for-first-use.md).
 */
export const MARKET_MESSAGES = {
  stockListFailed: 'Failed to fetch stocks.',
  stockDetailsFailed: 'Failed to fetch stock details.',
  dayHeadlinesFailed: "Failed to fetch the day's headlines.",
} as const;
