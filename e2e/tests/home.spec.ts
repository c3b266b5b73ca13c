import { expect, test } from '../fixtures.ts'

// Widths where a fan reads the home page on a desktop: the standings and the top scorers side by side (1280)
// and stacked (1024). Neither table may need a sideways scroll to be read whole.
for (const width of [1024, 1280, 1440]) {
  test.describe(`given the home page ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('should show the standings and the top scorers whole, without scrolling sideways', async ({ site, page }) => {
      await site.open('/en')
      const scorers = page.getByRole('table', { name: 'Top scorers' })
      // 2022-23's five best scorers per game, Hunter Hale first (data/aba-2022-23).
      await expect(scorers.locator('tbody tr')).toHaveCount(5)
      await expect(scorers.locator('tbody tr').first()).toContainText('Hunter Hale')
      for (const table of [page.getByRole('table', { name: 'Standings', exact: true }), scorers]) {
        const hidden = await table.evaluate(
          (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
        )
        expect(hidden).toBeLessThanOrEqual(0)
      }
    })
  })
}
