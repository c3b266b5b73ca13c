import type { Page } from '@playwright/test'
import { apiBaseUrl, expect, test } from '../fixtures.ts'
import { sitePort } from '../ports.ts'

// The page transition runs on navigation only: following a club or signing in changes the page's state, not
// the page, so the main content stays put; going to another page fades. (A link whose prefetch failed may open
// as a full page load instead, with the browser's own cross-document transition: not counted here.)

const password = 'correct horse 42'

/** A password account made straight at the API, as the site's league (the Origin names it). */
async function createAccount(name: string): Promise<string> {
  const email = `fan-transitions-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const response = await fetch(`${apiBaseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${sitePort}` },
    body: JSON.stringify({ email, password, name }),
  })
  expect(response.status, 'registration').toBeLessThan(300)
  return email
}

/** Counts the View Transitions the page starts (without changing what they do) and whether `<main>` ever goes. */
async function watchTransitions(page: Page) {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.addInitScript(() => {
    const start = document.startViewTransition.bind(document)
    Object.assign(window, { viewTransitions: 0, mainRemoved: false })
    document.startViewTransition = (update) => {
      Object.assign(window, { viewTransitions: Number(Reflect.get(window, 'viewTransitions')) + 1 })
      return start(update)
    }
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('main') || node.querySelector('main'))) {
            Object.assign(window, { mainRemoved: true })
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return {
    transitions: () => page.evaluate(() => Number(Reflect.get(window, 'viewTransitions'))),
    mainRemoved: () => page.evaluate(() => Boolean(Reflect.get(window, 'mainRemoved'))),
  }
}

test('given a fan signing in and following a club, should keep the page in place (no page transition)', async ({
  page,
  site,
}) => {
  const watch = await watchTransitions(page)
  const email = await createAccount('Transitions Fan')
  await site.open('/en/clubs/partizan')

  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const popup = await popupOpened
  await popup.getByLabel('Email', { exact: true }).fill(email)
  await popup.getByLabel('Password', { exact: true }).fill(password)
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click()
  await popup.waitForEvent('close')
  await expect(page.getByText('You have successfully logged in', { exact: true })).toBeVisible()

  const follow = page.getByRole('button', { name: /^Follow / })
  await follow.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(/^You now follow /)).toBeVisible()
  await follow.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  expect(await watch.transitions()).toBe(0)
  expect(await watch.mainRemoved()).toBe(false)
  await expect(page.getByRole('main')).toBeVisible()
})

const news = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' })

test.describe('given a visitor going from the home page to the news', () => {
  test('should run the page transition on a prefetched link', async ({ page, site }) => {
    const watch = await watchTransitions(page)
    // The router's prefetch of the news (on sight, or when pointed at) must be in before the click.
    const prefetched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/en/news' && response.request().headers()['next-router-prefetch'] === '1',
    )
    await site.open('/en')
    await news(page).hover()
    await prefetched
    await news(page).click()
    await expect(page).toHaveURL(/\/en\/news$/)
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible()
    await expect.poll(() => watch.transitions()).toBeGreaterThan(0)
  })
})
