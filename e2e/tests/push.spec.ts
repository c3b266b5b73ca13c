import type { BrowserContext, Page, Route } from '@playwright/test'
import { apiBaseUrl, expect, test } from '../fixtures.ts'
import { sitePort } from '../ports.ts'
import { pushConfig, pushHost } from '../support/notice-client.ts'

// Browser push on the profile (issue #15): the real Firebase SDK and service worker run; no machine here reaches
// Google, so Firebase's own calls are answered by `page.route`, and `PushManager` (which talks to the browser's
// push service outside the page) is replaced by an init script that keeps one subscription with real P-256 keys.

const pushOrigin = `http://${pushHost}:${sitePort}`
const password = 'correct horse 42'

/** A fan of the push test league, signed in by the site's own session cookies. */
async function signedInFan(context: BrowserContext): Promise<{ token: string }> {
  const email = `push-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const headers = { 'content-type': 'application/json', origin: pushOrigin }
  const registered = await fetch(`${apiBaseUrl}/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Pia Push' }),
  })
  expect(registered.status, 'registration').toBeLessThan(300)
  const login = await fetch(`${apiBaseUrl}/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })
  expect(login.status, 'login').toBe(200)
  const { access_token: token } = (await login.json()) as { access_token: string }
  await context.addCookies([
    { name: 'league_token', value: token, domain: pushHost, path: '/', httpOnly: true, sameSite: 'Lax' },
    { name: 'league_signed_in', value: '1', domain: pushHost, path: '/', sameSite: 'Lax' },
  ])
  return { token }
}

async function storedTokens(token: string): Promise<string[]> {
  const response = await fetch(`${apiBaseUrl}/v2/website/user`, {
    headers: { origin: pushOrigin, authorization: `Bearer ${token}` },
  })
  const user = (await response.json()) as { fcmTokens: string[] }
  return user.fcmTokens
}

/**
 * Replaces PushManager's subscribe and getSubscription: the subscription (fresh P-256 and auth keys from
 * WebCrypto) is kept in localStorage, so a reload finds the same one, as a real browser would.
 */
async function stubPushManager(page: Page) {
  await page.addInitScript(() => {
    const storageKey = 'e2e-push-subscription'
    // An init script is serialized on its own, so its helpers must live inside it.
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const toBase64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)))
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0)).buffer
    function subscription(keys: { p256dh: string; auth: string }) {
      return {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-subscription',
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: (name: string) => (name === 'p256dh' || name === 'auth' ? fromBase64(keys[name]) : null),
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-subscription', keys }),
        unsubscribe: async () => {
          localStorage.removeItem(storageKey)
          return true
        },
      }
    }
    PushManager.prototype.getSubscription = async function () {
      const kept = localStorage.getItem(storageKey)
      return kept === null ? null : (subscription(JSON.parse(kept)) as unknown as PushSubscription)
    }
    PushManager.prototype.subscribe = async function () {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
      const keys = {
        p256dh: toBase64(await crypto.subtle.exportKey('raw', pair.publicKey)),
        auth: toBase64(crypto.getRandomValues(new Uint8Array(16)).buffer),
      }
      localStorage.setItem(storageKey, JSON.stringify(keys))
      return subscription(keys) as unknown as PushSubscription
    }
  })
}

/** A local stand-in for Firebase installations and FCM registrations; `registrations` counts token requests. */
async function fakeFirebase(page: Page, options: { registrationStatus?: number } = {}) {
  const calls = { registrations: 0 }
  const token = `e2e-fcm-${Math.random().toString(36).slice(2, 10)}`
  await page.route('https://firebaseinstallations.googleapis.com/**', (route: Route) =>
    route.fulfill({
      json: {
        fid: 'e2e-installation',
        refreshToken: 'e2e-refresh',
        authToken: { token: 'e2e-installation-token', expiresIn: '604800s' },
      },
    }),
  )
  await page.route(
    `https://fcmregistrations.googleapis.com/v1/projects/${pushConfig.projectId}/registrations**`,
    (route) => {
      calls.registrations += 1
      const status = options.registrationStatus ?? 200
      return status === 200
        ? route.fulfill({ json: { token } })
        : route.fulfill({ status, json: { error: { code: status, message: 'Internal error', status: 'INTERNAL' } } })
    },
  )
  return { calls, token }
}

function storeRequests(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v2/website/user/store-fcm')) {
      sent.push(request.postData() ?? '')
    }
  })
  return sent
}

test('given a fan who turns notifications on, should store the token once and not send it again on reload', async ({
  page,
  context,
  site,
}) => {
  await context.grantPermissions(['notifications'], { origin: pushOrigin })
  const { token: accessToken } = await signedInFan(context)
  await stubPushManager(page)
  const firebase = await fakeFirebase(page)
  const sent = storeRequests(page)
  const pageErrors: Error[] = []
  page.on('pageerror', (error) => pageErrors.push(error))

  await page.goto(`${pushOrigin}/en/profile`)
  const control = page.locator('[data-slot="push-permission"]')
  // Permission is already granted in this context, so the profile syncs the token on its own.
  await expect(control).toHaveAttribute('data-sync', 'stored')
  await expect(page.getByText('Notifications are on in this browser.')).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])
  expect(await storedTokens(accessToken)).toEqual([firebase.token])
  expect(sent).toEqual([JSON.stringify({ token: firebase.token })])

  await page.reload()
  await expect(control).toHaveAttribute('data-sync', 'current')
  expect(sent).toHaveLength(1)
  expect(await storedTokens(accessToken)).toEqual([firebase.token])
  expect(pageErrors).toEqual([])
})

test('given a fan who clicks the button, should ask for permission and then store the token', async ({
  page,
  context,
}) => {
  const { token: accessToken } = await signedInFan(context)
  await stubPushManager(page)
  const firebase = await fakeFirebase(page)
  await page.goto(`${pushOrigin}/en/profile`)
  const enable = page.getByRole('button', { name: 'Turn on notifications' })
  await expect(enable).toBeEnabled()
  await context.grantPermissions(['notifications'], { origin: pushOrigin })
  await enable.click()
  await expect(page.locator('[data-slot="push-permission"]')).toHaveAttribute('data-sync', 'stored')
  expect(await storedTokens(accessToken)).toEqual([firebase.token])
})

test('given the token endpoint failing, should warn in the console and keep the page working', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: pushOrigin })
  const { token: accessToken } = await signedInFan(context)
  await stubPushManager(page)
  const firebase = await fakeFirebase(page, { registrationStatus: 500 })
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') {
      warnings.push(message.text())
    }
  })
  const pageErrors: Error[] = []
  page.on('pageerror', (error) => pageErrors.push(error))

  await page.goto(`${pushOrigin}/en/profile`)
  await expect(page.locator('[data-slot="push-permission"]')).toHaveAttribute('data-sync', 'failed')
  expect(firebase.calls.registrations).toBeGreaterThan(0)
  expect(warnings.some((warning) => warning.includes('Push: the browser gave no push token'))).toBe(true)
  expect(pageErrors).toEqual([])
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible()
  expect(await storedTokens(accessToken)).toEqual([])
})

test('given a fan who refuses notifications, should show the blocked state', async ({ page, context }) => {
  await signedInFan(context)
  await stubPushManager(page)
  await fakeFirebase(page)
  await page.goto(`${pushOrigin}/en/profile`)
  const enable = page.getByRole('button', { name: 'Turn on notifications' })
  await expect(enable).toBeEnabled()
  // Without a grant, headless Chromium answers the permission request with "denied", as a refusing fan would.
  await enable.click()
  await expect(page.getByText('Notifications are blocked for this site.', { exact: false })).toBeVisible()
  await expect(enable).toBeHidden()
})

test('given a league without push configuration, should say so instead of offering the button', async ({
  page,
  site,
}) => {
  const email = `nopush-${Date.now()}@example.com`
  const siteOrigin = `http://localhost:${sitePort}`
  const headers = { 'content-type': 'application/json', origin: siteOrigin }
  await fetch(`${apiBaseUrl}/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Nora' }),
  })
  const login = await fetch(`${apiBaseUrl}/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  await page.context().addCookies([
    { name: 'league_token', value: token, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' },
    { name: 'league_signed_in', value: '1', domain: 'localhost', path: '/', sameSite: 'Lax' },
  ])
  await site.open('/en/profile')
  await expect(page.getByText('This league has not set up notifications yet', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0)
})

test('given a page other than the profile, should not download the Firebase SDK', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''))
    }
  })
  await page.goto(`${pushOrigin}/en`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('load')
  const bodies = await Promise.all(scripts)
  expect(bodies.length).toBeGreaterThan(0)
  expect(bodies.filter((body) => body.includes('fcmregistrations.googleapis.com'))).toEqual([])
})
