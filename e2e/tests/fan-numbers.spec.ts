import { expect, test } from '../fixtures.ts'

// Partizan 96–85 Crvena zvezda, game 5 of the 2022-23 final, 22 June 2023 (data/aba-2022-23/games.csv, 22_205).
const league = '/seasons/2022-23/leagues/aba-league'
const seriesAddress = `${league}/playoff/final/partizan-vs-crvena-zvezda/games/5`
const roundAddress = `${league}/rounds/5/games/22-205`

test.describe('given game 5 of the 2022-23 final', () => {
  test('should list in its history tab only the meetings before 22 June 2023, with a record that matches them', async ({
    site,
    page,
  }) => {
    await site.open(`/en${seriesAddress}/history`)
    // Counted by hand in the three seasons' games.csv: 15 meetings before 22_205, Partizan won 0 of 2 in
    // 2020-21, 3 of 7 in 2021-22 and 3 of 6 in 2022-23 before game 5.
    await expect(page.getByText('Partizan Mozzart Bet: 6 wins, 9 losses in earlier meetings.')).toBeVisible()
    const meetings = page.getByRole('list', { name: 'Earlier meetings' }).getByRole('listitem')
    await expect(meetings).toHaveCount(15)
    const tipOffs = await meetings
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    // Newest first: game 4 on 20 June 2023 leads, and nothing from 22 June on is there.
    expect(tipOffs[0]).toMatch(/^2023-06-20T19:00/)
    expect(tipOffs.filter((tipOff) => tipOff >= '2023-06-22')).toEqual([])
  })

  for (const tab of ['', '/history', '/game-video']) {
    test(`should move its round address${tab} permanently to its series address`, async ({ request, page }) => {
      const response = await request.get(`/en${roundAddress}${tab}`, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      // Next.js may repeat the header (the same value twice), which browsers follow as one.
      const locations = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === 'location')
        .map((header) => new URL(header.value, 'http://site').pathname)
      expect(new Set(locations)).toEqual(new Set([`/en${seriesAddress}${tab}`]))
      await page.goto(`/en${roundAddress}${tab}`)
      await expect(page).toHaveURL(new RegExp(`${seriesAddress}${tab}$`))
    })
  }

  test('should answer its video tab at its series address', async ({ site, page }) => {
    await site.open(`/en${seriesAddress}/game-video`)
    await expect(page.getByRole('link', { name: 'Game video' })).toBeVisible()
  })

  test('should link it from a search to its series address', async ({ site, page }) => {
    await site.open(`/en/search?q=${encodeURIComponent('Partizan Crvena')}`)
    const games = page.getByRole('region', { name: 'Games' })
    // The newest meeting comes first: game 5 itself.
    const result = games.getByRole('link', { name: /^Partizan Mozzart Bet – Crvena zvezda Meridianbet/ }).first()
    await expect(result).toHaveAttribute('href', `/en${seriesAddress}`)
    await result.click()
    await expect(page).toHaveURL(new RegExp(`${seriesAddress}$`))
  })
})

test.describe('given the league centre of 2022-23', () => {
  test('should say the leaders count the regular season', async ({ site, page }) => {
    await site.open(`/en${league}/league-leaders`)
    await expect(page.getByRole('heading', { name: 'League leaders · Regular season' })).toBeVisible()
  })

  test('should let the player statistics switch between the regular season and the play-offs', async ({
    site,
    page,
  }) => {
    await site.open(`/en${league}/per-game`)
    await expect(page.getByRole('heading', { name: 'Player statistics · Regular season' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Games counted' }).getByRole('link', { name: 'Play-offs' }).click()
    await expect(page).toHaveURL(/\/per-game\?phase=playoffs$/)
    await expect(page.getByRole('heading', { name: 'Player statistics · Play-offs' })).toBeVisible()
    expect(await site.accessibilityViolations()).toEqual([])
  })
})
