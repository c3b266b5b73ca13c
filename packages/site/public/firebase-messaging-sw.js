// Service worker of browser push (issue #15). Firebase Cloud Messaging delivers web push messages whose
// payload is JSON: `{ notification: { title, body, icon, image }, data, fcmOptions: { link } }`. This worker
// shows them itself instead of loading the Firebase SDK with importScripts: the SDK would come from a CDN the
// site does not control, and showing a notification needs nothing of it. The profile registers it (see
// src/lib/push/firebase-messaging.ts) and hands the registration to Firebase's `getToken`.

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

function readPayload(event) {
  if (!event.data) {
    return {}
  }
  try {
    return event.data.json()
  } catch {
    return { notification: { body: event.data.text() } }
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  const notification = payload.notification ?? {}
  const data = payload.data ?? {}
  const title = notification.title ?? data.title
  // A data-only message without a title is for an open page, not for a notification.
  if (!title) {
    return
  }
  const link = payload.fcmOptions?.link ?? data.link ?? '/'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: notification.body ?? data.body ?? '',
      icon: notification.icon ?? data.icon,
      image: notification.image ?? data.image,
      tag: payload.collapseKey ?? data.tag,
      data: { link },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const link = new URL(event.notification.data?.link ?? '/', self.location.origin)
  // Only the site's own pages open from a notification.
  const target = link.origin === self.location.origin ? link.href : self.location.origin
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target)
      return open ? open.focus() : self.clients.openWindow(target)
    }),
  )
})
