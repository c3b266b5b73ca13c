import { expect, test } from '../fixtures.ts'

// One page of each type; axe must find no serious or critical violation.
const pageTypes = [
  '/en',
  '/sr/seasons/2022-23/leagues/aba-league',
  '/en/seasons/2022-23/leagues/aba-league/league-leaders',
  '/en/seasons/2022-23/leagues/aba-league/playoff',
  '/en/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6',
  '/en/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6/player-stats',
  '/ru/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6/play-by-play',
  '/en/clubs',
  '/en/news',
  '/en/seasons',
  '/en/search?q=dordevic',
  '/en/history/best-players',
  '/en/schedule',
]

for (const path of pageTypes) {
  test(`given ${path}, should have no serious or critical accessibility violation`, async ({ site }) => {
    await site.open(path)
    expect(await site.accessibilityViolations()).toEqual([])
  })
}

test('given the keyboard, should reach the main content through the skip link', async ({ site, page }) => {
  await site.open('/en')
  await page.keyboard.press('Tab')
  await expect(site.skipLink).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#(main|content)$/)
})
