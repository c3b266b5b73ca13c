import { expect, parseNumber, test } from '../fixtures.ts'

const standingsPath = '/seasons/2022-23/leagues/aba-league'

for (const locale of ['en', 'sr'] as const) {
  test.describe(`given the 2022-23 standings in ${locale}`, () => {
    test('should list 14 teams whose wins and losses add up', async ({ site, page }) => {
      await site.open(`/${locale}${standingsPath}`)
      const table = page.getByRole('table').first()
      const rows = table.locator('tbody tr')
      await expect(rows).toHaveCount(14)

      const headers = await table.locator('thead th').allInnerTexts()
      const wonColumn = headers.findIndex((header) => /^(W|P|Pob\.?|Pobede|Zmage)$/i.test(header.trim()))
      const lostColumn = headers.findIndex((header) => /^(L|I|Por\.?|Porazi|Porazi)$/i.test(header.trim()))
      expect(wonColumn, `a wins column among ${headers.join(', ')}`).toBeGreaterThan(-1)
      expect(lostColumn, `a losses column among ${headers.join(', ')}`).toBeGreaterThan(-1)

      let wins = 0
      let losses = 0
      for (const row of await rows.all()) {
        const cells = row.locator('th, td')
        const won = parseNumber(await cells.nth(wonColumn).innerText())
        const lost = parseNumber(await cells.nth(lostColumn).innerText())
        // 26 rounds: every club plays every other club home and away.
        expect(won + lost).toBe(26)
        wins += won
        losses += lost
      }
      expect(wins).toBe(losses)
      expect(wins).toBe(182)
    })
  })
}

test.describe('given the league leaders', () => {
  test('should rank players by points per game, highest first', async ({ site, page, api }) => {
    const leaders = await api.get<{ leaders: { player: { name: string }; value: number }[] }>(
      `/v2/website${standingsPath}/leaders?stat=points&mode=per-game`,
    )
    await site.open(`/en${standingsPath}/league-leaders`)
    await expect(page.getByText(leaders.leaders[0]!.player.name).first()).toBeVisible()
  })

  test('should show each leader’s value with one decimal and the games played', async ({ site, page, api }) => {
    const leaders = await api.get<{ leaders: { player: { name: string }; value: number; games: number }[] }>(
      `/v2/website${standingsPath}/leaders?stat=points&mode=per-game&limit=10`,
    )
    const first = leaders.leaders[0]!
    await site.open(`/en${standingsPath}/league-leaders`)
    const board = page.getByRole('table', { name: 'Points' })
    const row = board.getByRole('row').filter({ hasText: first.player.name })
    await expect(row).toContainText(first.value.toFixed(1))
    await expect(row.getByRole('cell').last()).toHaveText(String(first.games))
  })
})

test.describe('given the league centre tabs', () => {
  test('should mark the tab of the page shown, and the next one after a click', async ({ site, page }) => {
    await site.open(`/en${standingsPath}/league-leaders`)
    const tabs = page.getByRole('navigation', { name: 'Sections' })
    await expect(tabs.getByRole('link', { name: 'Leaders' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('link', { name: 'Standings' })).not.toHaveAttribute('aria-current')
    await tabs.getByRole('link', { name: 'Calendar' }).click()
    await expect(page).toHaveURL(new RegExp(`${standingsPath}/calendar$`))
    await expect(tabs.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('link', { name: 'Leaders' })).not.toHaveAttribute('aria-current')
  })
})
