// A client league's languages decide its site: liga-sur publishes in es, en, fr (Spanish its default), so its
// `/` opens in Spanish for a browser asking for none of them, its switcher, hreflang and sitemap name those
// three, and a page in a language it lacks is not served (it goes to the page in one it publishes in).
import { expect, test } from '../fixtures.ts'
import { sitePort } from '../ports.ts'

const ligaSur = `http://liga-sur.localhost:${sitePort}`
const ligaSurLanguages = ['en', 'es', 'fr']

test.describe('given liga-sur, which publishes in es, en and fr', () => {
  test('should open / in Spanish, its default, for a browser asking for German', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto(`${ligaSur}/`)
    await expect(page).toHaveURL(`${ligaSur}/es`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await context.close()
  })

  for (const [browserLocale, expected] of [
    ['fr-CA', 'fr'],
    ['sl-SI', 'es'],
    ['ru-RU', 'es'],
  ] as const) {
    test(`should open / in ${expected} for a browser in ${browserLocale}, choosing among its languages only`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: browserLocale })
      const page = await context.newPage()
      await page.goto(`${ligaSur}/`)
      await expect(page).toHaveURL(`${ligaSur}/${expected}`)
      await context.close()
    })
  }

  test('should offer exactly its three languages in the switcher', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-AR' })
    const page = await context.newPage()
    await page.goto(`${ligaSur}/es/clubs`)
    const switcher = page.getByRole('navigation', { name: 'Idioma' }).first()
    await expect(switcher.getByRole('link')).toHaveCount(3)
    await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'page')
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/clubs')
    await expect(switcher.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/clubs')
    await expect(switcher.getByRole('link', { name: 'Русский' })).toHaveCount(0)
    await context.close()
  })

  test('should not serve a page in Russian but send it to the page in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ru-RU' })
    const page = await context.newPage()
    const response = await page.goto(`${ligaSur}/ru/clubs`)
    await expect(page).toHaveURL(`${ligaSur}/es/clubs`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const redirect = await response?.request().redirectedFrom()?.response()
    expect(redirect?.status()).toBe(307)
    expect(await redirect?.headerValue('cache-control')).toBe('private, no-store')
    await context.close()
  })

  test('should name its three languages, and Spanish as the default, in the hreflang links', async ({ page }) => {
    await page.goto(`${ligaSur}/en/clubs`)
    const alternates = page.locator('head link[rel="alternate"][hreflang]')
    await expect
      .poll(async () =>
        (await alternates.evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))).sort(),
      )
      .toEqual([...ligaSurLanguages, 'x-default'])
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${ligaSur}/es/clubs`,
    )
  })

  test('should list each page in its three languages in the sitemap', async ({ page }) => {
    // Through the browser, which finds liga-sur.localhost on this machine as it finds localhost.
    const answer = await page.goto(`${ligaSur}/sitemap.xml`)
    expect(answer?.status()).toBe(200)
    const sitemap = (await answer?.text()) ?? ''
    const languages = new Set([...sitemap.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]))
    expect([...languages].sort()).toEqual(ligaSurLanguages)
    const homes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => match[1])
      .filter((url) => /^http:\/\/liga-sur\.localhost:\d+\/[a-z]{2}$/.test(url ?? ''))
    expect(homes.sort()).toEqual(ligaSurLanguages.map((language) => `${ligaSur}/${language}`))
  })
})

test.describe('given aba, which publishes in all six languages', () => {
  test('should offer all six in the switcher', async ({ page }) => {
    await page.goto(`http://localhost:${sitePort}/en/clubs`)
    const switcher = page.getByRole('navigation', { name: 'Language' }).first()
    await expect(switcher.getByRole('link')).toHaveCount(6)
  })
})
