import { expect, test } from '../fixtures.ts'

test.describe('given an address that does not exist', () => {
  test('should answer 404 with the path and a link home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page Not Found: /en/no-such-page')).toBeVisible()
    await page
      .getByRole('link', { name: /home|start|back/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/en\/?$/)
  })

  test('should answer 404 for a player the league does not have', async ({ page }) => {
    const response = await page.goto('/en/players/nobody-at-all')
    expect(response?.status()).toBe(404)
    await expect(page.getByText(/\/en\/players\/nobody-at-all/)).toBeVisible()
  })

  test('should answer 404 for a season that does not exist, in Serbian', async ({ page }) => {
    const response = await page.goto('/sr/seasons/1999-00/leagues/aba-league')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr')
  })
})
