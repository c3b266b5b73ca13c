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
})
