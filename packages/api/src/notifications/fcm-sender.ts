// Sends one push message through Firebase Cloud Messaging's HTTP v1 API. It signs in as the service account
// (a JWT signed with its private key, exchanged at the OAuth2 token endpoint for an access token, cached
// until shortly before it expires) and posts to `{baseUrl}/v1/projects/{project}/messages:send`. Both URLs
// are configurable so tests (and machines without internet) answer them with a local server.
import { SignJWT, importPKCS8 } from 'jose'
import { z } from 'zod'

export const defaultFcmBaseUrl = 'https://fcm.googleapis.com'
const messagingScope = 'https://www.googleapis.com/auth/firebase.messaging'

export const ServiceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().optional(),
  project_id: z.string().min(1).optional(),
})

export type ServiceAccount = z.infer<typeof ServiceAccountSchema>

export type FcmSenderOptions = {
  serviceAccount: ServiceAccount
  projectId: string
  /** `FCM_BASE_URL`; FCM's own host by default. */
  baseUrl: string
  /** `FCM_TOKEN_URL`, else the service account's `token_uri`. */
  tokenUrl: string
  fetch?: typeof fetch
  /** Milliseconds since the epoch; injectable so tests expire the access token without waiting. */
  now?: () => number
}

export type PushMessage = {
  title: string
  body: string
  /** Where a click on the notification leads, relative to the site (`/games/22-6`). */
  link: string
}

/** `sent`; `invalid_token` when FCM says the device token is gone (the caller removes it); else `failed`. */
export type SendOutcome = { outcome: 'sent' } | { outcome: 'invalid_token' } | { outcome: 'failed'; reason: string }

export type FcmSender = (token: string, message: PushMessage) => Promise<SendOutcome>

const TokenAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() })

const FcmErrorSchema = z.object({
  error: z.object({
    status: z.string().optional(),
    message: z.string().optional(),
    details: z.array(z.object({ errorCode: z.string().optional() }).loose()).optional(),
  }),
})

/** FCM's answers that mean the token will never work again (see FCM's ErrorCode reference). */
function isInvalidToken(status: number, body: unknown): boolean {
  const parsed = FcmErrorSchema.safeParse(body)
  const codes = parsed.success
    ? [parsed.data.error.status, ...(parsed.data.error.details ?? []).map((detail) => detail.errorCode)]
    : []
  if (codes.includes('UNREGISTERED') || status === 404) {
    return true
  }
  return status === 400 && codes.includes('INVALID_ARGUMENT')
}

export function createFcmSender(options: FcmSenderOptions): FcmSender {
  const fetchImplementation = options.fetch ?? fetch
  const now = options.now ?? Date.now
  let cached: { accessToken: string; expiresAt: number } | undefined

  async function accessToken(): Promise<string> {
    // A minute's margin so a token never expires between this check and FCM reading it.
    if (cached !== undefined && cached.expiresAt - 60_000 > now()) {
      return cached.accessToken
    }
    const key = await importPKCS8(options.serviceAccount.private_key, 'RS256')
    const issuedAt = Math.floor(now() / 1000)
    const assertion = await new SignJWT({ scope: messagingScope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(options.serviceAccount.client_email)
      .setSubject(options.serviceAccount.client_email)
      .setAudience(options.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key)
    const response = await fetchImplementation(options.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    })
    const answer = TokenAnswerSchema.safeParse(await response.json().catch(() => null))
    if (!response.ok || !answer.success) {
      throw new Error(`the OAuth2 token endpoint answered ${response.status} without an access token`)
    }
    cached = { accessToken: answer.data.access_token, expiresAt: now() + answer.data.expires_in * 1000 }
    return cached.accessToken
  }

  const sendUrl = `${options.baseUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`

  return async (token, message) => {
    try {
      const response = await fetchImplementation(sendUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await accessToken()}` },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: message.title, body: message.body },
            // The site's service worker opens the link on a click (FCM's own webpush link must be absolute).
            data: { link: message.link },
          },
        }),
      })
      if (response.ok) {
        return { outcome: 'sent' }
      }
      const body: unknown = await response.json().catch(() => null)
      if (response.status === 401) {
        // The cached access token was revoked or rotated: the next message signs in again.
        cached = undefined
      }
      if (isInvalidToken(response.status, body)) {
        return { outcome: 'invalid_token' }
      }
      return { outcome: 'failed', reason: `FCM answered ${response.status}` }
    } catch (error) {
      return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) }
    }
  }
}
