// Apart from the alert kinds, labels and limits (alerts.ts), so a screen that only calls a route, like the
// dashboard's watchlist or the header's bell, carries the paths alone (docs/decisions/116).

/**
 * The alert routes (all `member`, the caller's own alerts only; another member's id answers 404):
 * GET /v1/alerts (AlertList), POST /v1/alerts (Alert, 201), PUT /v1/alerts/{id} (Alert), DELETE /v1/alerts/{id},
 * POST /v1/alerts/preview (AlertPreview), GET /v1/alerts/{id}/firings and GET /v1/alerts/firings (AlertFiringPage).
 * Settings, notifications and the watchlist: see watchlist.ts.
 */
export const ALERT_PATHS = {
  alerts: '/alerts',
  alert: (id: string) => `/alerts/${encodeURIComponent(id)}`,
  preview: '/alerts/preview',
  firings: '/alerts/firings',
  alertFirings: (id: string) => `/alerts/${encodeURIComponent(id)}/firings`,
  settings: '/alerts/settings',
  webhookSecret: '/alerts/settings/webhook-secret',
  webhookTest: '/alerts/settings/webhook-test',
  watchlist: '/watchlist',
  visits: '/watchlist/visits',
  visitTakeover: '/watchlist/visits/takeover',
  notifications: '/notifications',
  unreadCount: '/notifications/unread-count',
  markRead: '/notifications/read',
  digestRun: '/admin/jobs/digest/run',
} as const;
