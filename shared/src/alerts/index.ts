/**
 * The alert endpoints of the one API slice (alerts, firings, preview, watchlist and visits, notifications,
 * delivery settings). Not a shared singleton: each app that uses them bundles this module, which injects into
 * the shared slice, so the shell's first load stays as it is (docs/decisions/116-alert-screens-outside-the-first-load.md).
 */
export * from './alerts-api';
export * from './watchlist-api';
export * from './notifications-api';
export * from './settings-api';
