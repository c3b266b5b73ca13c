// The only module that imports the Firebase SDK. It is loaded with a dynamic import by the profile's push
// settings when a token is needed, so no other page downloads Firebase.
import type { ClientConfig } from '@league/api/contract/platform'
import { getApps, initializeApp } from 'firebase/app'
import { getMessaging, getToken } from 'firebase/messaging'

export type PushConfig = NonNullable<ClientConfig['settings']['push']>

/** The worker that shows background messages (public/firebase-messaging-sw.js). */
export const pushWorkerUrl = '/firebase-messaging-sw.js'

/** Firebase's own scope name, so the worker never controls the site's pages (it only shows messages). */
export const pushWorkerScope = '/firebase-cloud-messaging-push-scope'

const appName = 'league-push'

/** This browser's FCM registration token for the league's Firebase project. */
export async function firebasePushToken(config: PushConfig, registration: ServiceWorkerRegistration): Promise<string> {
  const { vapidKey, ...options } = config
  const app = getApps().find((existing) => existing.name === appName) ?? initializeApp(options, appName)
  return getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration: registration })
}
