import type { Page } from '@playwright/test'
import { apiBaseUrl, expect, locales, test } from '../fixtures.ts'
import { leagueStaff } from '../support/league-staff-account.ts'
import { operatorToken, startReplay } from '../support/replays.ts'

// What a fan notices on a phone (390 px, as an iPhone 14 reads the site) and on a desktop: a header of two rows
// at most, the calendar one round at a time, the champion of a finished season, the club's roster and next
// games, a "Live now" strip while a game is live, and the account in the header on staff pages.
const leagueBase = '/seasons/2022-23/leagues/aba-league'
const origin = 'http://localhost:3000'
// A 2021-22 game no other spec opens or replays: replayed here for the home page's "Live now" strip.
const replayedGame = '21-10'

/** The banner's height against the height of its first row (the home link and the menu button). */
async function headerRows(page: Page) {
  const banner = await page.getByRole('banner').boundingBox()
  const home = await page.getByRole('banner').getByRole('link').first().boundingBox()
  const menu = await page
    .getByRole('banner')
    .getByRole('button', { name: /^(menu|meni|menú|меню)$/i })
    .boundingBox()
  return { banner, home, menu }
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

test.describe('given a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('should draw the header in two rows, the menu button beside the home link', async ({ site, page }) => {
    await site.open('/en')
    const { banner, home, menu } = await headerRows(page)
    expect(banner && home && menu).toBeTruthy()
    const rowHeight = Math.max(home?.height ?? 0, menu?.height ?? 0)
    // Two rows, their gap and the bar's padding: less than three rows.
    expect(banner?.height ?? Infinity).toBeLessThan(3 * rowHeight)
    // The menu button sits in the first row, level with the home link.
    const homeMiddle = (home?.y ?? 0) + (home?.height ?? 0) / 2
    const menuMiddle = (menu?.y ?? 0) + (menu?.height ?? 0) / 2
    expect(Math.abs(homeMiddle - menuMiddle)).toBeLessThan(rowHeight / 2)
    expect(await site.accessibilityViolations()).toEqual([])
  })

  test('should switch the calendar round by round and keep the page short', async ({ site, page }) => {
    await site.open(`/en${leagueBase}/calendar`)
    const rounds = page.getByRole('navigation', { name: 'Rounds' })
    // 2022-23 is over: the calendar opens on its last round, the final's fifth game.
    await expect(rounds.getByRole('link', { name: 'Final, game 5' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 3, name: 'Final, game 5' })).toBeVisible()

    await rounds.getByRole('link', { name: 'Round 12', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${leagueBase}/calendar/12$`))
    await expect(page.getByRole('heading', { level: 3, name: 'Round 12' })).toBeVisible()
    await expect(rounds.getByRole('link', { name: 'Round 12', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(rounds.getByRole('link', { name: 'Round 12', exact: true })).toBeInViewport()
    // Seven games of one round, not the season's 40 rounds (a page of 37,000 px before).
    await expect(page.locator('main li a[href*="/games/"]')).toHaveCount(7)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeLessThan(844 * 5)

    await rounds.getByRole('link', { name: 'Next round: Round 13' }).click()
    await expect(page.getByRole('heading', { level: 3, name: 'Round 13' })).toBeVisible()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1)
    expect(await site.accessibilityViolations()).toEqual([])
  })

  test('should offer the rounds on the schedule, each showing its own dates', async ({ site, page }) => {
    await site.open('/en/schedule')
    const rounds = page.getByRole('navigation', { name: 'Rounds of ABA League' })
    await rounds.getByRole('link', { name: 'Round 1', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/schedule\?from=2022-09-30&to=2022-10-03/)
    await expect(rounds.getByRole('link', { name: 'Round 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('main li a[href*="/rounds/1/games/"]')).toHaveCount(7)
    expect(await site.accessibilityViolations()).toEqual([])
  })
})

test.describe('given a phone 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  for (const locale of locales) {
    test(`should keep the ${locale} header within two rows and the page's width`, async ({ site, page }) => {
      await site.open(`/${locale}`)
      const { banner, home, menu } = await headerRows(page)
      const rowHeight = Math.max(home?.height ?? 0, menu?.height ?? 0)
      expect(banner?.height ?? Infinity).toBeLessThan(3 * rowHeight)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1)
    })
  }
})

test.describe('given a tablet 768 px wide', () => {
  test.use({ viewport: { width: 768, height: 1024 } })

  test('should keep the Russian header within the page, its links wrapping', async ({ site, page }) => {
    await site.open('/ru')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1)
    const navigation = await page.getByRole('navigation', { name: 'Главное меню' }).boundingBox()
    expect((navigation?.x ?? 0) + (navigation?.width ?? Infinity)).toBeLessThanOrEqual(768)
  })
})

test.describe('given a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('should name the champion of 2022-23, Partizan, from the final', async ({ site, page }) => {
    await site.open('/en/seasons/2022-23')
    const champion = page.getByText('Champion: Partizan Mozzart Bet')
    await expect(champion).toBeVisible()
    await expect(champion.getByRole('link', { name: 'Partizan Mozzart Bet' })).toHaveAttribute(
      'href',
      /\/en\/clubs\/partizan$/,
    )
    expect(await site.accessibilityViolations()).toEqual([])

    await site.open(`/en${leagueBase}`)
    await expect(page.getByText('Champion: Partizan Mozzart Bet')).toBeVisible()
  })

  test('should show the club’s current roster and say no games are to come in a finished season', async ({
    site,
    page,
  }) => {
    await site.open('/en/clubs/partizan')
    const roster = page.getByRole('region', { name: 'Roster 2022-23' })
    await expect(roster.getByRole('link', { name: 'Kevin Punter' })).toBeVisible()
    await expect(roster.getByRole('link', { name: 'Zach Leday' })).toBeVisible()
    const next = page.getByRole('region', { name: 'Next games' })
    await expect(next).toContainText('No games to come: the 2022-23 season is over.')
    await expect(next.getByRole('link', { name: 'Last games' })).toBeVisible()
    expect(await site.accessibilityViolations()).toEqual([])
  })

  test('should show a game replayed live in the home page’s Live now strip', async ({ site, page }) => {
    await startReplay(origin, await operatorToken(origin), replayedGame)

    // The replay's first event makes the game live; the strip reads what the API's scores say.
    await expect
      .poll(
        async () => {
          const scores = await fetch(`${apiBaseUrl}/v2/live/scores`, { headers: { origin } })
          const body = (await scores.json()) as { games: { gameId: string }[] }
          return body.games.map((game) => game.gameId)
        },
        { timeout: 30_000 },
      )
      .toContain(replayedGame)
    await site.open('/en')
    const card = page.getByRole('region', { name: 'Live now' }).locator(`[data-live-card="${replayedGame}"]`)
    // Cibona v Mega, round 2 of 2021-22, reads "Live" and its period.
    await expect(card.getByText(/^Live/)).toBeVisible()
    await expect(card).toContainText('Cibona')
    expect(await site.accessibilityViolations()).toEqual([])
  })

  test('should show the signed-in staff member’s account in the header of a staff page', async ({ site, page }) => {
    await page.goto('/en/staff')
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'Email' }).fill(leagueStaff.email)
    await main.getByLabel('Password').fill(leagueStaff.password)
    await main.getByRole('button', { name: 'Sign in', exact: true }).click()
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: `Profile of ${leagueStaff.name}` })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Sign in' })).toHaveCount(0)
    // And after a full load of another staff page.
    await page.goto('/en/staff/news')
    await expect(banner.getByRole('link', { name: `Profile of ${leagueStaff.name}` })).toBeVisible()
    expect(await site.accessibilityViolations()).toEqual([])
  })
})
