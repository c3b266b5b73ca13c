// The specification's small print (issue #17): server-rendered 404s, API messages as toasts, old addresses.
import { expect, test } from '../fixtures.ts'
import { sitePort } from '../ports.ts'
import { noticeHost, noticeMessage } from '../support/notice-client.ts'

test.describe('given an address that does not exist, requested without JavaScript', () => {
  for (const [path, title, home] of [
    ['/en/no-such-page', 'Page Not Found: /en/no-such-page', '/en'],
    ['/sr/nema-te-strane', 'Stranica nije pronađena: /sr/nema-te-strane', '/sr'],
  ] as const) {
    test(`should name ${path} and link home in the server HTML`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      expect(html).toContain(`href="${home}"`)
    })
  }

  test('should answer 404 for a path below a real page that no route serves', async ({ request }) => {
    const response = await request.get('/en/players/nikola-kalinic/no-such-tab')
    expect(response.status()).toBe(404)
    expect(await response.text()).toMatch(/<h1[^>]*>Page Not Found: \/en\/players\/nikola-kalinic\/no-such-tab<\/h1>/)
  })
})

test.describe('given an address of the older route listing', () => {
  for (const [old, current] of [
    ['/en/clubs/partizan/tabs/Photo', '/en/clubs/partizan/photos'],
    ['/sr/players/nikola-kalinic/tabs/PlayerOverview', '/sr/players/nikola-kalinic'],
    ['/en/all-time/players', '/en/history/best-players'],
    ['/en/all-time/players/tabs/BestPlayers', '/en/history/best-players'],
    ['/es/all-time/players/tabs/GameRecords', '/es/history/best-players/game-records'],
  ] as const) {
    test(`should move ${old} permanently to ${current}`, async ({ request }) => {
      const response = await request.get(old, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(new URL(response.headers()['location'] ?? '', 'http://site').pathname).toBe(current)
    })
  }
})

test.describe('given an API answer that carries a message', () => {
  // The suite's test league (support/notice-client.ts): its config answer carries one of the API's messages.
  for (const [locale, text, region] of [
    ['sr', 'Obaveštenja su uključena na ovom uređaju', 'Obaveštenja (F8)'],
    ['fr', 'Les notifications sont activées sur cet appareil', 'Notifications (F8)'],
  ] as const) {
    test(`should show it translated as a toast (${locale})`, async ({ page }) => {
      const response = await page.goto(`http://${noticeHost}:${sitePort}/${locale}/about-us`)
      expect(response?.status()).toBe(200)
      // The toast region is named in the page's language too (Radix puts the F8 shortcut in).
      const notifications = page.getByRole('region', { name: region })
      await expect(notifications.getByText(text)).toBeVisible()
      await expect(notifications.getByText(noticeMessage)).toHaveCount(0)
    })
  }
})

// The transition itself, on navigation and not on Follow: fan-transitions.spec.ts.
test.describe('given a visitor moving between pages', () => {
  test('should name no transition when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/en')
    await expect(page.getByRole('main')).toHaveCSS('view-transition-name', 'none')
  })
})
