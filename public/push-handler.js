// Web Push for the daily reminder and budget alerts (docs/product.md §4.28), imported by the generated service worker
// (build/pwa.config.ts, workbox.importScripts): shows the notification and opens the app where it points.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // A message that is not JSON still shows a notification: browsers require one for every push.
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "Paisa Coach", {
      body: message.body || "",
      icon: "/pwa-192x192.png",
      badge: "/pwa-192x192.png",
      // One notification per tag: a newer reminder replaces the day's, and each budget alert keeps its own.
      tag: message.tag || "daily-reminder",
      data: { url: message.url || "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin);
  // Only the app's own pages.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
