// What a fan notices: words left in English on other languages, and the unfinished edges (paging past the end,
// a bad date in the address, registering twice, 404 titles, the favicon, the other client's 404).
import type { Page } from '@playwright/test'
import { apiBaseUrl, expect, test } from '../fixtures.ts'
import { sitePort } from '../ports.ts'
import { mailCount } from '../support/mail-box.ts'
import { noticeHost } from '../support/notice-client.ts'

const siteOrigin = `http://localhost:${sitePort}`
const ligaSur = `http://liga-sur.localhost:${sitePort}`
const englishTieBreakWords = /\b(ahead of|behind|head-to-head|level with|then|provisionally|points scored)\b/

test.describe('given a page in another language than English', () => {
  test('should explain the standings’ tie-breaks in Serbian', async ({ page }) => {
    await page.goto('/sr/seasons/2022-23/leagues/aba-league')
    const notes = page.locator('[data-slot="standings-notes"]').first()
    await expect(notes).toContainText('ispred MZT Skopje Aerodrom (bodovi u međusobnim utakmicama: 4:2)')
    await expect(notes).not.toContainText(englishTieBreakWords)
  })

  test('should name the toast region in Serbian', async ({ page }) => {
    // The suite's test league answers its config with a message, which the page shows as a toast.
    await page.goto(`http://${noticeHost}:${sitePort}/sr/about-us`)
    await expect(page.getByRole('region', { name: 'Obaveštenja (F8)' })).toBeAttached()
    await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0)
  })

  test('should open the sign-in pop-up in Serbian from a Serbian page', async ({ page }) => {
    await page.goto('/sr')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('banner').getByRole('button', { name: 'Prijavi se', exact: true }).click()
    const popup = await popupOpened
    await expect(popup.locator('html')).toHaveAttribute('lang', 'sr')
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(/^Prijava na /)
    await expect(popup.getByLabel('Lozinka', { exact: true })).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Prijavi se', exact: true })).toBeVisible()
    await popup.getByRole('button', { name: 'Napravi nalog' }).click()
    await expect(popup.getByRole('button', { name: 'Već imam nalog' })).toBeVisible()
    await expect(popup.locator('link[rel="icon"]')).toHaveAttribute('href', `${siteOrigin}/favicon.ico`)
    await popup.close()
  })

  for (const [locale, day] of [
    ['sr', /22\. 6\. 2023\./],
    ['ru', /22 июн\. 2023 г\./],
  ] as const) {
    test(`should write the games’ days in the search results the ${locale} way`, async ({ page }) => {
      await page.goto(`/${locale}/search?q=partizan`)
      const games = page.locator('section', { has: page.locator('#search-games') })
      await expect(games).toContainText(day)
      await expect(games).not.toContainText('2023-06-22')
    })
  }
})

test.describe('given the play-off bracket', () => {
  test('should read one win in the singular to screen readers', async ({ page }) => {
    await page.goto('/en/seasons/2022-23/leagues/aba-league/playoff')
    const wins = page.locator('[data-slot="bracket-wins"]')
    await expect(wins.getByText('1 win', { exact: true }).first()).toBeAttached()
    await expect(wins.getByText('2 wins', { exact: true }).first()).toBeAttached()
    await expect(wins.getByText('1 wins', { exact: true })).toHaveCount(0)
  })
})

test.describe('given an address with a value the page cannot use', () => {
  test('should send a news page past the end to the last page', async ({ page }) => {
    const response = await page.goto('/en/news?page=999')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/en\/news\?page=\d+$/)
    const last = Number(new URL(page.url()).searchParams.get('page'))
    expect(last).toBeLessThan(999)
    await expect(page.getByText(`Page ${last} of ${last}`)).toBeVisible()
    await expect(page.getByText('No news yet.')).toHaveCount(0)
  })

  test('should show the schedule for a from date that is not a date, and say so', async ({ page }) => {
    const response = await page.goto('/en/schedule?from=garbage')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule')
    await expect(page.getByRole('status').filter({ hasText: '“garbage” is not a date' })).toBeVisible()
    await expect(page.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  })
})

/** Registers `email` on the registration page, as a fan would. */
async function register(page: Page, email: string) {
  await page.goto('/en/auth/Register')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('correct horse 42')
  await page.getByLabel('Name', { exact: true }).fill('Ana Fan')
  await page.getByRole('button', { name: 'Create account' }).click()
}

test.describe('given an address that already has an account', () => {
  test('should neither sign in nor tell, and mail the owner instead', async ({ page }) => {
    const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
    const created = await fetch(`${apiBaseUrl}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin },
      body: JSON.stringify({ email, password: 'correct horse 42', name: 'Owner' }),
    })
    expect(created.status).toBeLessThan(300)
    await expect.poll(() => mailCount(email)).toBe(1)

    await register(page, email)
    await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible()
    await expect(page.getByText(/account is ready/i)).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
    // The owner hears that someone tried to register their address.
    await expect.poll(() => mailCount(email)).toBe(2)
  })
})

test.describe('given a page that does not exist', () => {
  for (const [path, title] of [
    ['/en/no-such-page', 'Page not found · ABA League'],
    ['/sr/players/nobody-at-all', 'Stranica nije pronađena · ABA League'],
  ] as const) {
    test(`should title ${path} "${title}"`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(title)
    })
  }

  test('should answer the other client’s missing file branded and in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-AR' })
    const page = await context.newPage()
    const response = await page.goto(`${ligaSur}/no-such-file.txt`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'liga-sur')
    await expect(page).toHaveTitle('Página no encontrada · Liga Sur')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
    await expect(page.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute('href', '/es')
    await context.close()
  })
})

test.describe('given a browser asking for /favicon.ico', () => {
  for (const origin of [siteOrigin, ligaSur]) {
    test(`should answer the client’s icon at ${origin}`, async ({ page }) => {
      // The browser, which finds liga-sur.localhost on this machine as it finds localhost.
      const response = await page.goto(`${origin}/favicon.ico`)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['content-type']).toMatch(/^image\//)
    })
  }
})
