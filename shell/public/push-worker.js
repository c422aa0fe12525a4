// SentiScope's push service worker: shows each alert the API pushes and, on a click, focuses a SentiScope tab on
// the alert's page or opens one. No libraries; the message is { title, body, url, tag } (docs/alerts.md).
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/alerts';
  event.waitUntil(
    self.registration.showNotification(message.title || 'SentiScope alert', { body: message.body || '', tag: message.tag, icon: '/icon-192.png', data: { url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : '/alerts', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) return tab.navigate(target).then((opened) => (opened || tab).focus());
      return self.clients.openWindow(target);
    }),
  );
});
