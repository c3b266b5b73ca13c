import { expect, parseNumber, test } from '../fixtures.ts'

// Zadar 96–67 SC Derby, round 1 of 2022-23 (data/aba-2022-23/games.csv, game 22_6).
const gamePath = '/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6'

test.describe('given the game centre of Zadar v SC Derby', () => {
  test('should show the final score in the header', async ({ site, page }) => {
    await site.open(`/en${gamePath}`)
    await expect(site.heading.first()).toContainText(/Zadar/)
    await expect(page.getByText('96', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('67', { exact: true }).first()).toBeVisible()
  })

  for (const locale of ['en', 'ru'] as const) {
    test(`should show box-score totals equal to the final score (${locale})`, async ({ site, page }) => {
      await site.open(`/${locale}${gamePath}/player-stats`)
      const tables = page.getByRole('table')
      await expect(tables).toHaveCount(2)
      const expected = [96, 67]
      for (const [index, score] of expected.entries()) {
        const table = tables.nth(index)
        const headers = await table.locator('thead th').allInnerTexts()
        const pointsColumn = headers.findIndex((header) => /^(PTS|ОЧК|Pts|Poeni|PTS\.)$/i.test(header.trim()))
        expect(pointsColumn, `a points column among ${headers.join(', ')}`).toBeGreaterThan(-1)
        const totals = table.locator('tfoot tr').first().locator('th, td')
        expect(parseNumber(await totals.nth(pointsColumn).innerText())).toBe(score)
      }
    })
  }

  test('should filter the shot chart with links the page reads', async ({ site, page }) => {
    await site.open(`/en${gamePath}/shot-chart`)
    const chart = page.getByRole('img', { name: /^Shot chart: \d+ of \d+ shots made$/ })
    const allShots = await chart.getAttribute('aria-label')
    const teams = page.getByRole('group', { name: 'Team' })
    // The second team link is the home team's (Zadar).
    await teams.getByRole('link').nth(1).click()
    await expect(page).toHaveURL(/\/shot-chart\?team=home$/)
    await expect(teams.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(chart).not.toHaveAttribute('aria-label', allShots ?? '')
    await page.getByRole('group', { name: 'Result' }).getByRole('link', { name: 'Missed' }).click()
    await expect(page).toHaveURL(/\?team=home&result=missed$/)
    await expect(page.locator('[data-slot="shot-chart-made"]')).toHaveCount(0)
  })

  test('should show every shot for a filter value nobody offered', async ({ site, page }) => {
    await site.open(`/en${gamePath}/shot-chart?team=visitors&result=blocked`)
    await expect(page.getByRole('group', { name: 'Team' }).getByRole('link', { name: 'Both teams' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })
})
