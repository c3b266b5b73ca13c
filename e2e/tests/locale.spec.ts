import { expect, test } from '../fixtures.ts'

test.describe('given a visitor without a locale in the path', () => {
  test('should follow the browser language when no cookie is saved', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'ru-RU',
      extraHTTPHeaders: { 'Accept-Language': 'ru-RU,ru;q=0.9' },
    })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/ru\/?$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await context.close()
  })

  test('should prefer the saved cookie over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      locale: 'fr-FR',
      extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    })
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sl', url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/sl\/?$/)
    await context.close()
  })

  test('should fall back to English for a language the site does not have', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'ja-JP',
      extraHTTPHeaders: { 'Accept-Language': 'ja-JP,ja;q=0.9' },
    })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/?$/)
    await context.close()
  })
})

test.describe('given the language switcher', () => {
  test('should move to the same page in another language and remember it', async ({ site, page, context }) => {
    await site.open('/en/seasons')
    await page
      .getByRole('link', { name: /Srpski/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/sr\/seasons/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr')
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value)
      .toBe('sr')
  })
})
