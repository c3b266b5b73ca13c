// Keeps the API's copy of this browser's push token current: a token is sent with `store-fcm` only when the
// user's `fcmTokens` lack it, when this browser last sent it more than 7 days ago (FCM expires tokens of
// browsers that stay silent), or when the push subscription changed. The clock, the messaging client and the
// storage are injected, so tests run it without a browser or Firebase.
export const TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000

/** The part of Firebase messaging this module uses (the real one wraps `getToken`). */
export type PushMessaging = { getToken: () => Promise<string> }

/** Where the last sent token and its time are kept in the browser (localStorage in the site). */
export type SentTokenStore = {
  read: () => { token: string; sentAt: number } | undefined
  write: (value: { token: string; sentAt: number }) => void
}

export type TokenSyncOptions = {
  messaging: PushMessaging
  store: SentTokenStore
  /** POST /v2/website/user/store-fcm. */
  storeToken: (token: string) => Promise<void>
  now: () => number
  /** Every failure is a warning only: push is a convenience, never a reason for the page to break. */
  warn: (message: string, error?: unknown) => void
}

export type TokenSyncResult = 'stored' | 'current' | 'failed'

export async function syncPushToken(
  options: TokenSyncOptions,
  userTokens: readonly string[],
  reason: { subscriptionChanged?: boolean } = {},
): Promise<TokenSyncResult> {
  let token: string
  try {
    token = await options.messaging.getToken()
  } catch (error) {
    options.warn('Push: the browser gave no push token', error)
    return 'failed'
  }
  const sent = options.store.read()
  const sentRecently = sent !== undefined && sent.token === token && options.now() - sent.sentAt < TOKEN_REFRESH_MS
  if (userTokens.includes(token) && sentRecently && reason.subscriptionChanged !== true) {
    return 'current'
  }
  try {
    await options.storeToken(token)
  } catch (error) {
    options.warn('Push: the push token could not be stored', error)
    return 'failed'
  }
  options.store.write({ token, sentAt: options.now() })
  return 'stored'
}
