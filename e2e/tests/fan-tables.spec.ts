import type { Locator, Page } from '@playwright/test'
import type { Clubs } from '@league/api/contract/clubs'
import type { PlayoffBracket } from '@league/api/contract/playoffs'
import { expect, test, type ApiClient } from '../fixtures.ts'

// A fan on a 390 px phone reads the 2022-23 final's deciding game 5 and the league table: both teams' figures
// of the team comparison fit the screen, each by its team's side with the bar between, the box score keeps the
// player's name pinned while the figures scroll, the standings show every club by name and mark, and every club
// mark is its crest or, without one, its code; a roster says what its averages take in.
const leagueBase = '/seasons/2022-23/leagues/aba-league'

test.use({ viewport: { width: 390, height: 844 } })

/** The address of the final's game 5 (Partizan – Crvena zvezda, 22 June 2023), found from the bracket. */
async function finalGameFive(api: ApiClient): Promise<string> {
  const bracket = await api.get<PlayoffBracket>(`/v2/website${leagueBase}/playoff`)
  const final = bracket.rounds.at(-1)
  const duel = final?.duels[0]
  expect(duel?.games.length, 'the 2022-23 final went to five games').toBe(5)
  return `${leagueBase}/playoff/${final?.slug}/${duel?.slug}/games/5`
}

/** Whether a box lies within the viewport's width. */
async function horizontallyInside(page: Page, locator: Locator) {
  const box = await locator.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  return box !== null && box.x >= 0 && box.x + box.width <= width
}

test('given a phone, the team comparison shows both teams within the screen', async ({ site, page, api }) => {
  await site.open(`/en${await finalGameFive(api)}`)
  const comparison = page.getByRole('table', { name: 'Team statistics' })
  await expect(comparison).toBeVisible()
  await expect(comparison.getByRole('columnheader', { name: 'Partizan Mozzart Bet' })).toBeVisible()
  await expect(comparison.getByRole('columnheader', { name: 'Crvena zvezda Meridianbet' })).toBeVisible()
  const points = comparison.getByRole('row', { name: /^Points \d+ \d+$/ })
  expect(await points.getByRole('cell').allTextContents()).toEqual(['96', '85'])
  for (const cell of await points.getByRole('cell').all()) {
    expect(await horizontallyInside(page, cell)).toBe(true)
  }
  // Each team's figure stands under its own name, home left of away, with the bar between them.
  const [home, away] = await points.getByRole('cell').all()
  const homeHeading = await comparison.getByRole('columnheader', { name: 'Partizan Mozzart Bet' }).boundingBox()
  const awayHeading = await comparison.getByRole('columnheader', { name: 'Crvena zvezda Meridianbet' }).boundingBox()
  const homeBox = await home?.boundingBox()
  const awayBox = await away?.boundingBox()
  const bar = await points.locator('[data-slot="team-comparison-bar"]').boundingBox()
  expect(homeBox?.x).toBe(homeHeading?.x)
  expect(awayBox?.x).toBe(awayHeading?.x)
  expect((homeBox?.x ?? 0) + (homeBox?.width ?? 0)).toBeLessThanOrEqual(bar?.x ?? 0)
  expect((bar?.x ?? 0) + (bar?.width ?? 0)).toBeLessThanOrEqual(awayBox?.x ?? 0)
  expect(await horizontallyInside(page, comparison)).toBe(true)
  // The game's header names both clubs beside the score within the screen (by code on a phone, the full name
  // for screen readers), where a long club name used to push the away side off it.
  const header = page.getByRole('region', { name: /^Partizan Mozzart Bet . Crvena zvezda Meridianbet$/ })
  for (const club of ['Partizan Mozzart Bet', 'Crvena zvezda Meridianbet']) {
    const link = header.getByRole('link', { name: club, exact: true })
    await expect(link).toBeVisible()
    expect(await horizontallyInside(page, link)).toBe(true)
  }
  expect(await site.accessibilityViolations()).toEqual([])
})

test('given a phone, the box score keeps the player names in view while the figures scroll', async ({
  site,
  page,
  api,
}) => {
  await site.open(`/en${await finalGameFive(api)}/player-stats`)
  const table = page.getByRole('table', { name: 'Partizan Mozzart Bet' })
  // The table's scroll container, the element that scrolls sideways on a phone.
  const container = table.locator('xpath=..')
  const player = table.getByRole('rowheader', { name: /Kevin Punter/ })
  await expect(player).toBeVisible()
  await container.evaluate((element) => {
    element.scrollLeft = element.scrollWidth
  })
  await expect.poll(() => container.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  expect(await horizontallyInside(page, player)).toBe(true)
  const containerBox = await container.boundingBox()
  const playerBox = await player.boundingBox()
  expect(Math.round(playerBox?.x ?? -1)).toBeGreaterThanOrEqual(Math.floor(containerBox?.x ?? 0))
  await expect(table.getByRole('columnheader', { name: 'PIR' })).toBeInViewport()
  expect(await site.accessibilityViolations()).toEqual([])
})

test('given a phone, the standings show every club by name and mark, each its crest or its code', async ({
  site,
  page,
  api,
}) => {
  const { clubs } = await api.get<Clubs>('/v2/website/clubs')
  await site.open(`/en${leagueBase}`)
  const table = page.getByRole('table', { name: 'League table' })
  const teams = table.getByRole('rowheader')
  await expect(teams).toHaveCount(14)
  for (const team of await teams.all()) {
    // The club's link comes first; a tie-break note's link may follow it.
    const club = team.getByRole('link').first()
    await expect(club).toBeVisible()
    expect(await horizontallyInside(page, club)).toBe(true)
    // The mark stays on a phone (a size smaller): a fan finds a club by its colours first.
    const mark = team.locator('[data-slot="team-mark"]')
    await expect(mark).toBeVisible()
    expect(await horizontallyInside(page, mark)).toBe(true)
  }
  // Each row's mark: the crest at the site's address when the club has one (staff may have given one in
  // another spec), else the club's code; never a grey circle without a name.
  const marks = await teams.evaluateAll((cells) =>
    cells.map((cell) => {
      const crest = cell.querySelector('[data-slot="team-mark-image"]')
      return crest === null ? 'code' : (crest.getAttribute('src') ?? '')
    }),
  )
  const codes = await teams.evaluateAll((cells) =>
    cells.map((cell) => cell.querySelector('a')?.getAttribute('href')?.split('/').at(-1) ?? ''),
  )
  const expected = codes.map((slug) => {
    const crestUrl = clubs.find((club) => club.slug === slug)?.crestUrl ?? null
    return crestUrl === null ? 'code' : crestUrl.replace(/^\/v2\/website\/clubs\/([^/?]+)\/crest/, '/api/crests/$1')
  })
  expect(marks).toEqual(expected)
  expect(await site.accessibilityViolations()).toEqual([])
})

test('given a game card, each club mark is silent beside the visible club name', async ({ site, page }) => {
  await site.open(`/en${leagueBase}/all-games`)
  // The season's first game: Crvena zvezda mts – MZT Skopje Aerodrom, 87:67.
  const card = page.getByRole('link', { name: /^Round 1 Final Crvena zvezda mts \(winner\) 87 MZT Skopje Aerodrom 67/ })
  await expect(card).toBeVisible()
  const marks = card.locator('[data-slot="team-mark"]')
  await expect(marks).toHaveCount(2)
  expect(await marks.evaluateAll((elements) => elements.map((mark) => mark.getAttribute('aria-hidden')))).toEqual([
    'true',
    'true',
  ])
  expect(await site.accessibilityViolations()).toEqual([])
})

test('given a phone, a roster and a club season say their averages take in the play-offs', async ({ site, page }) => {
  await site.open(`/en${leagueBase}/teams/partizan/roster`)
  await expect(
    page.getByRole('table', { name: 'Roster: per game, regular season and play-offs together' }),
  ).toBeVisible()
  await site.open('/sr/seasons/2022-23/clubs/partizan/players')
  await expect(
    page.getByRole('table', { name: /: po utakmici, regularni deo sezone i plej-of zajedno$/ }),
  ).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])
})
