import { brokenSitePort } from '../ports.ts'
import { expect, test } from '../fixtures.ts'

// A second site instance reads from an API that fails every request.
const brokenSite = `http://localhost:${brokenSitePort}`

test.describe('given the API fails', () => {
  test('should answer with the went-wrong page and a link home', async ({ page }) => {
    const response = await page.goto(`${brokenSite}/en/seasons`)
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { name: /went wrong/i })).toBeVisible()
    await expect(page.getByRole('link', { name: /home|start|back/i }).first()).toHaveAttribute('href', /\/(en)?\/?$/)
  })
})
