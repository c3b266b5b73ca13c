import type { Page } from '@playwright/test'
import { apiBaseUrl, expect, test } from '../fixtures.ts'
import { failingApiPort, sitePort } from '../ports.ts'

// Fans' accounts on the site, through the real sign-in pop-up the API serves (issue #15).

const siteOrigin = `http://localhost:${sitePort}`
const password = 'correct horse 42'

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** A password account made straight at the API, as the site's league (the Origin names it). */
async function createAccount(name: string): Promise<string> {
  const email = uniqueEmail('fan')
  const response = await fetch(`${apiBaseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin },
    body: JSON.stringify({ email, password, name }),
  })
  expect(response.status, 'registration').toBeLessThan(300)
  return email
}

/** Clicks "Sign in" and answers the provider's pop-up window. */
async function openSignIn(page: Page) {
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const popup = await popupOpened
  await popup.waitForLoadState()
  return popup
}

test('given a fan with an account, should sign in through the pop-up, follow a club, see it in the profile and log out', async ({
  page,
  site,
  api,
}) => {
  const email = await createAccount('Ana Fan')
  await site.open('/en')
  const popup = await openSignIn(page)
  expect(new URL(popup.url()).origin).toBe(apiBaseUrl)
  await popup.getByLabel('Email', { exact: true }).fill(email)
  await popup.getByLabel('Password', { exact: true }).fill(password)
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click()
  await popup.waitForEvent('close')
  await expect(page.getByText('You have successfully logged in', { exact: true })).toBeVisible()
  const profileLink = page.getByRole('banner').getByRole('link', { name: 'Profile of Ana Fan' })
  await expect(profileLink).toBeVisible()

  await page.reload()
  await expect(profileLink).toBeVisible()

  const { clubs } = await api.get<{ clubs: { slug: string; name: string }[] }>('/v2/website/clubs')
  const club = clubs[0]
  expect(club, 'a club in the data').toBeDefined()
  const { name: clubName } = await api.get<{ name: string }>(`/v2/website/clubs/${club?.slug}`)
  await site.open(`/en/clubs/${club?.slug}`)
  const follow = page.getByRole('button', { name: `Follow ${clubName}` })
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await follow.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'true')

  await profileLink.click()
  await expect(page).toHaveURL(/\/en\/profile$/)
  const clubsSection = page.getByRole('region', { name: 'Clubs' })
  await expect(clubsSection.getByRole('link', { name: clubName })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible()
  // After a client navigation the document title follows the page's metadata a moment later.
  await expect(page).toHaveTitle(/Your profile/)
  expect(await site.accessibilityViolations()).toEqual([])

  await page.getByRole('link', { name: 'My games' }).click()
  await expect(page.getByRole('heading', { name: 'Recent games' })).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])
  await page.getByRole('link', { name: 'My fantasy' }).click()
  const myFantasy = page.getByRole('region', { name: 'My fantasy' })
  await expect(myFantasy.getByRole('heading', { name: 'Build a new squad' })).toBeVisible()
  await expect(myFantasy.getByRole('region', { name: 'Pick your players' })).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
  await page.goto('/en/profile')
  await expect(page).toHaveURL(/\/en$/)
})

test('given the pop-up, should refuse a message without a token and one from a foreign origin', async ({
  page,
  site,
}) => {
  await site.open('/en')
  const popup = await openSignIn(page)
  const invalid = page.getByText('Invalid message received', { exact: true })

  // From the provider's own page, but without a token.
  await popup.evaluate(() => window.opener?.postMessage({ hello: 'world' }, '*'))
  await expect(invalid).toBeVisible()
  await expect(invalid).toBeHidden()

  // A token, but from another origin (same host, another port).
  await popup.goto(`http://127.0.0.1:${failingApiPort}/health`)
  await popup.evaluate(() => window.opener?.postMessage({ access_token: 'forged' }, '*'))
  await expect(invalid).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
  await popup.close()
})

test('given the pop-up closed by the visitor, should say the login window closed', async ({ page, site }) => {
  await site.open('/en')
  const popup = await openSignIn(page)
  await popup.close()
  await expect(page.getByText('Login window closed', { exact: true })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('given the registration page, should show the password rule error, then say to check the e-mail', async ({
  page,
  site,
}) => {
  await page.goto('/en/auth/register')
  await expect(page).toHaveURL(/\/en\/auth\/Register$/)
  await expect(site.heading).toHaveText('Create an account')
  expect(await site.accessibilityViolations()).toEqual([])

  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('new-fan'))
  const passwordField = page.getByLabel('Password', { exact: true })
  await passwordField.fill('short')
  await page.getByLabel('Name', { exact: true }).fill('Nova Navijačica')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('The password needs at least 10 characters.')).toBeVisible()
  await expect(passwordField).toBeFocused()
  expect(await site.accessibilityViolations()).toEqual([])

  // The same answer for a new and a known address: a link is mailed, nobody is signed in here.
  await passwordField.fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible()
  await expect(page).toHaveURL(/\/en\/auth\/Register$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('given profile and registration, should fit phones and desktops in English and Serbian', async ({
  page,
  site,
  api,
}, testInfo) => {
  const email = uniqueEmail('screens')
  await page.goto('/sr/auth/Register')
  await page.getByLabel('Imejl', { exact: true }).fill(email)
  await page.getByLabel('Lozinka', { exact: true }).fill(password)
  await page.getByLabel('Ime', { exact: true }).fill('Marko Navijač')
  await page.getByRole('button', { name: 'Napravi nalog' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Proverite imejl' })).toBeVisible()
  // The language chosen on the form (Serbian, the page's) is the account's: notifications are written in it.
  const login = await fetch(`${apiBaseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin },
    body: JSON.stringify({ email, password }),
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  // Registration signs no one in: this browser signs in through the site, as the sign-in form does.
  const signedIn = await page.request.post('/api/session', {
    data: { email, password },
    headers: { origin: siteOrigin },
  })
  expect(signedIn.status()).toBe(200)
  const account = await fetch(`${apiBaseUrl}/v2/website/user`, {
    headers: { origin: siteOrigin, authorization: `Bearer ${token}` },
  })
  expect(((await account.json()) as { language: string | null }).language).toBe('sr')
  // Something to list: a club followed through the site's /api door, as the follow button does.
  const { clubs } = await api.get<{ clubs: { slug: string }[] }>('/v2/website/clubs')
  const followed = await page.request.post('/api/v2/website/user/follows', {
    data: { kind: 'club', targetSlug: clubs[0]?.slug },
    headers: { origin: siteOrigin },
  })
  expect(followed.status()).toBe(200)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const locale of ['en', 'sr']) {
      for (const path of ['/profile', '/auth/Register']) {
        await site.open(`/${locale}${path}`)
        await expect(page.locator('[data-slot="loading-screen"]')).toBeHidden()
        await page.evaluate(() => document.fonts.ready)
        // Nothing sticks out sideways at this width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await page.screenshot({
          path: testInfo.outputPath(`${locale}${path.replaceAll('/', '-')}-${width}.png`),
          fullPage: true,
        })
      }
    }
  }
})
