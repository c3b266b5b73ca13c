import { expect, test } from '../fixtures.ts'

test.describe('given a phone', () => {
  test('should open the navigation from the menu button', async ({ site, page }) => {
    await site.open('/en')
    const menu = page.getByRole('button', { name: /menu/i })
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: /Clubs/ }).first()).toBeVisible()
  })

  test('should keep the standings readable without widening the page', async ({ site, page }) => {
    await site.open('/sr/seasons/2022-23/leagues/aba-league')
    await expect(page.getByRole('table').first().locator('tbody tr')).toHaveCount(14)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(1)
  })

  test('should scroll the game tab strip to the current tab', async ({ site, page }) => {
    await site.open('/sr/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6/shot-chart')
    const current = page.getByRole('navigation', { name: 'Odeljci' }).getByRole('link', { name: 'Mapa šuteva' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(current).toBeInViewport({ ratio: 0.9 })
  })

  test('should scroll a league centre tab strip to the current tab, also after following a tab', async ({
    site,
    page,
  }) => {
    const tabs = page.getByRole('navigation', { name: 'Sections' })
    await site.open('/en/seasons/2022-23/leagues/aba-league/per-game')
    const perGame = tabs.getByRole('link', { name: 'Per game' })
    await expect(perGame).toHaveAttribute('aria-current', 'page')
    await expect(perGame).toBeInViewport({ ratio: 0.9 })

    await site.open('/en/seasons/2022-23/leagues/aba-league')
    const playoff = tabs.getByRole('link', { name: 'Playoff' })
    await expect(playoff).not.toBeInViewport({ ratio: 0.9 })
    // A click that does not scroll the strip itself (Playwright's click would bring the tab into view first).
    await playoff.dispatchEvent('click')
    await expect(page).toHaveURL(/\/aba-league\/playoff$/)
    await expect(playoff).toHaveAttribute('aria-current', 'page')
    await expect(playoff).toBeInViewport({ ratio: 0.9 })
  })
})
