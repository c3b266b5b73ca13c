import type { Locator, Page, TestInfo } from '@playwright/test'
import type { LiveEventRequest, LiveEventResult, LiveGameStateResponse } from '@league/api/contract/live'
import type { ScreensDirectiveRequest } from '@league/api/contract/screens'
import type { VenueList } from '@league/api/contract/venues'
import { apiBaseUrl, expect, SitePage, test } from '../fixtures.ts'
import { sitePort } from '../ports.ts'
import { operatorToken, startReplay } from '../support/replays.ts'

// Cedevita Olimpija v Borac Mozzart (22-3, Arena Stožice), replayed live at 20× by the suite's operator. No
// other spec opens this game or venue. The screens are checked for content (what the stream brought), never
// for timing; each screen is photographed at 1920×1080 (the scoreboard also on a portrait LED, 1080×1920).
const game = '22-3'
const gamePath = `/en/seasons/2022-23/leagues/aba-league/rounds/1/games/${game}`
const origin = 'http://localhost:3000'
const landscape = { width: 1920, height: 1080 }
const portrait = { width: 1080, height: 1920 }

async function liveState(client = origin): Promise<LiveGameStateResponse> {
  const response = await fetch(`${apiBaseUrl}/v2/live/games/${game}`, { headers: { origin: client } })
  return (await response.json()) as LiveGameStateResponse
}

async function direct(token: string, directive: ScreensDirectiveRequest): Promise<void> {
  const response = await fetch(`${apiBaseUrl}/v2/live/games/${game}/screens`, {
    method: 'PUT',
    headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(directive),
  })
  expect(response.status).toBe(200)
}

/** A full-page photograph kept with the test's results (test-results/…/<name>.png), to be looked at. */
async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** The alpha of pixels of a transparent screenshot, read back by the browser's own PNG decoder. */
async function alphaAt(page: Page, points: { x: number; y: number }[]): Promise<number[]> {
  const png = await page.screenshot({ omitBackground: true })
  return page.evaluate(
    async ({ source, at }) => {
      const image = new Image()
      image.src = source
      await image.decode()
      const canvas = new OffscreenCanvas(image.width, image.height)
      const context = canvas.getContext('2d')
      context?.drawImage(image, 0, 0)
      return at.map((point) => context?.getImageData(point.x, point.y, 1, 1).data[3] ?? -1)
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, at: points },
  )
}

test.describe('given an operator replaying Cedevita Olimpija v Borac at Arena Stožice', () => {
  test.describe.configure({ mode: 'serial' })
  let token = ''
  let venue = ''
  let playerName = ''

  test.beforeAll(async () => {
    token = await operatorToken(origin)
    const venues = (await (await fetch(`${apiBaseUrl}/v2/website/venues`, { headers: { origin } })).json()) as VenueList
    venue = venues.venues.find((candidate) => candidate.name === 'Arena Stožice')?.slug ?? ''
    expect(venue).toBe('arena-stozice')
    await startReplay(origin, token, game)
    // The replay is live once its first points are in: then every screen has something to show.
    await expect
      .poll(async () => (await liveState()).home.score + (await liveState()).away.score, { timeout: 60_000 })
      .toBeGreaterThan(0)
    const state = await liveState()
    const scorer = Object.values(state.players).find((player) => player.counts.points > 0)
    playerName = scorer?.name ?? ''
    expect(playerName).not.toBe('')
    await direct(token, {
      broadcast: { lowerThird: { playerId: scorer?.id ?? '' } },
      tvStats: { graphic: 'team-comparison' },
    })
  })

  test('should show the live score on the venue scoreboard and follow the stream without a reload', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(landscape)
    await page.goto(`/en/venues/${venue}/scoreboard-game`)
    const scoreboard = page.getByRole('region', { name: 'Scoreboard' })
    await expect(scoreboard.getByText('Cedevita Olimpija', { exact: true })).toBeVisible()
    await expect(scoreboard.getByText('Borac Mozzart', { exact: true })).toBeVisible()
    await expect(scoreboard.getByRole('timer', { name: 'Game clock' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
    // The possession arrow, set by the replay's opening jump ball, points where the live state says.
    await expect
      .poll(async () => {
        const state = await liveState()
        const team = state.possessionArrow === null ? '' : state[state.possessionArrow].name
        return scoreboard.getByRole('img', { name: `Possession arrow: ${team}` }).count()
      })
      .toBe(1)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await page.evaluate(() => document.body.setAttribute('data-no-reload', 'yes'))
    const announced = scoreboard.locator('[data-slot="scoreboard-announcement"]')
    const first = await announced.innerText()
    // The score moves on with the replay, in the same document.
    await expect.poll(async () => announced.innerText(), { timeout: 60_000 }).not.toBe(first)
    await expect(page.locator('body')).toHaveAttribute('data-no-reload', 'yes')
    expect(await new SitePage(page).accessibilityViolations()).toEqual([])
    await photograph(page, testInfo, 'aba-scoreboard-1920x1080')
    await page.setViewportSize(portrait)
    await expect(scoreboard.getByText('Cedevita Olimpija', { exact: true })).toBeVisible()
    await photograph(page, testInfo, 'aba-scoreboard-1080x1920')
  })

  test('should show the shot clock and the players on court', async ({ page }, testInfo) => {
    await page.setViewportSize(landscape)
    await page.goto(`/en/venues/${venue}/shot-clock-game`)
    await expect(page.getByRole('timer', { name: 'Shot clock' }).or(page.getByText('Shot clock off'))).toBeVisible()
    await photograph(page, testInfo, 'aba-shot-clock-1920x1080')

    await page.goto(`/en/venues/${venue}/player-stats`)
    await expect(page.getByRole('table', { name: 'Cedevita Olimpija' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Cedevita Olimpija' }).getByRole('row')).toHaveCount(6)
    expect(await new SitePage(page).accessibilityViolations()).toEqual([])
    await photograph(page, testInfo, 'aba-player-stats-1920x1080')
  })

  test('should put the score bug and the asked-for lower third on a transparent broadcast page', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(landscape)
    for (const path of [`/en/venues/${venue}/broadcast-game`, `${gamePath}/broadcast`]) {
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *')
      const bug = page.getByRole('region', { name: 'Scoreboard' })
      await expect(bug.getByTitle('Cedevita Olimpija')).toBeVisible()
      await expect(
        bug.getByRole('img', { name: /^Possession arrow: (Cedevita Olimpija|Borac Mozzart)$/ }),
      ).toBeVisible()
      await expect(page.getByRole('region', { name: `Player: ${playerName}` })).toBeVisible()
      const box = await bug.boundingBox()
      const inside = {
        x: Math.round((box?.x ?? 0) + (box?.width ?? 0) / 2),
        y: Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2),
      }
      // The page itself is see-through; only the graphics are opaque.
      expect(await alphaAt(page, [{ x: 1900, y: 540 }, { x: 960, y: 20 }, inside])).toEqual([0, 0, 255])
      await photograph(page, testInfo, `aba-broadcast-${path.includes('venues') ? 'venue' : 'game'}-1920x1080`)
    }
  })

  test('should switch the tv-stats graphic when the operator asks, without a reload', async ({ page }, testInfo) => {
    await page.setViewportSize(landscape)
    await page.goto(`${gamePath}/tv-stats`)
    await expect(page.getByRole('region', { name: 'Team comparison' })).toBeVisible()
    await photograph(page, testInfo, 'aba-tv-stats-team-comparison-1920x1080')
    const state = await liveState()
    const player = Object.values(state.players).find((candidate) => candidate.name === playerName)
    const graphics: [ScreensDirectiveRequest['tvStats'], string][] = [
      [{ graphic: 'game-leaders' }, 'Game leaders'],
      [{ graphic: 'player-card', playerId: player?.id ?? '' }, 'Player'],
      [{ graphic: 'standings' }, 'Standings'],
    ]
    for (const [tvStats, title] of graphics) {
      await direct(token, { broadcast: { lowerThird: null }, tvStats })
      await expect(page.getByRole('region', { name: title })).toBeVisible()
      await photograph(page, testInfo, `aba-tv-stats-${tvStats.graphic}-1920x1080`)
    }
  })
})

test.describe('given Liga Sur, a second client, replaying the same real game under its own brand', () => {
  // The suite imports the real 2022-23 season for Liga Sur too (support/live-operator.ts), so its game 22-3 is
  // the same game under the other client's name, theme and database rows; the suite's operator is its operator.
  const ligaSurOrigin = 'http://liga-sur.localhost:3000'
  const ligaSur = `http://liga-sur.localhost:${sitePort}`

  test("should show every screen in Liga Sur's theme", async ({ page }, testInfo) => {
    const token = await operatorToken(ligaSurOrigin)
    await startReplay(ligaSurOrigin, token, game)
    await expect
      .poll(
        async () => {
          const state = await liveState(ligaSurOrigin)
          return state.home.score + state.away.score
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0)
    const venues = (await (
      await fetch(`${apiBaseUrl}/v2/website/venues`, { headers: { origin: ligaSurOrigin } })
    ).json()) as VenueList
    const venue = venues.venues.find((candidate) => candidate.name === 'Arena Stožice')?.slug ?? ''
    expect(venue).not.toBe('')

    await page.setViewportSize(landscape)
    // Each screen with what shows it has the live game, as the aba tests above check it.
    const screens: [string, string, (screen: Page) => Locator][] = [
      [
        `/en/venues/${venue}/scoreboard-game`,
        'scoreboard',
        (screen) => screen.getByRole('region', { name: 'Scoreboard' }).getByText('Cedevita Olimpija', { exact: true }),
      ],
      [
        `/en/venues/${venue}/shot-clock-game`,
        'shot-clock',
        (screen) => screen.getByRole('timer', { name: 'Shot clock' }).or(screen.getByText('Shot clock off')),
      ],
      [
        `/en/venues/${venue}/player-stats`,
        'player-stats',
        (screen) => screen.getByRole('table', { name: 'Cedevita Olimpija' }),
      ],
      [
        `/en/venues/${venue}/broadcast-game`,
        'broadcast-venue',
        (screen) => screen.getByRole('region', { name: 'Scoreboard' }).getByTitle('Cedevita Olimpija'),
      ],
      [
        `${gamePath}/broadcast`,
        'broadcast-game',
        (screen) => screen.getByRole('region', { name: 'Scoreboard' }).getByTitle('Cedevita Olimpija'),
      ],
      [
        `${gamePath}/tv-stats`,
        'tv-stats',
        (screen) => screen.getByRole('region', { name: /^(Team comparison|Game leaders|Standings|Player)$/ }),
      ],
    ]
    for (const [path, name, live] of screens) {
      await page.goto(`${ligaSur}${path}`)
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'liga-sur')
      await expect(live(page)).toBeVisible()
      await photograph(page, testInfo, `liga-sur-${name}-1920x1080`)
    }
    await page.goto(`${ligaSur}/en/venues/${venue}/scoreboard-game`)
    await page.setViewportSize(portrait)
    await expect(
      page.getByRole('region', { name: 'Scoreboard' }).getByText('Cedevita Olimpija', { exact: true }),
    ).toBeVisible()
    expect(await new SitePage(page).accessibilityViolations()).toEqual([])
    await photograph(page, testInfo, 'liga-sur-scoreboard-1080x1920')
  })
})

test.describe('given a venue with no live game', () => {
  test('should show the next game or the last result there on the scoreboard screen', async ({ page }, testInfo) => {
    await page.setViewportSize(landscape)
    // Borac's hall: no spec scores or replays a game there (screens-broadcast replays 22-10 at SRC Topolica).
    await page.goto('/en/venues/dvorana-borac/scoreboard-game')
    await expect(page.getByRole('heading', { name: /^(Last result|Next game)$/ })).toBeVisible()
    await photograph(page, testInfo, 'aba-scoreboard-last-result-1920x1080')
  })
})

/** Each text a clock showed and the wall time (ms) it appeared, recorded in the page as the DOM changes. */
type ClockSighting = { text: string; at: number }

/** Starts recording every change of the clock element's text, stamped with the page's wall clock. */
async function recordClock(clock: Locator): Promise<void> {
  await clock.evaluate((element) => {
    const sightings: { text: string; at: number }[] = []
    Object.assign(window, { clockSightings: sightings })
    new MutationObserver(() => sightings.push({ text: element.textContent ?? '', at: Date.now() })).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    })
  })
}

async function clockSightings(page: Page): Promise<ClockSighting[]> {
  return page.evaluate(() => (window as unknown as { clockSightings: { text: string; at: number }[] }).clockSightings)
}

/** How many of the page's requests for the server's clock have been answered. */
function clockProbesAnswered(): number {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/api/live-scores?for=clock') && entry instanceof PerformanceResourceTiming)
    .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0).length
}

/** Tenths of a second a last-minute clock shows: "0:49.3", as the scoreboard and the game page both write it. */
function tenthsShown(text: string): number | null {
  const match = /^0:(\d{2})\.(\d)$/.exec(text.trim())
  return match === null ? null : Number(match[1]) * 10 + Number(match[2])
}

/** When each tenth first appeared on a page. */
function firstSightings(sightings: ClockSighting[]): Map<number, number> {
  const first = new Map<number, number>()
  for (const sighting of sightings) {
    const tenths = tenthsShown(sighting.text)
    if (tenths !== null && !first.has(tenths)) {
      first.set(tenths, sighting.at)
    }
  }
  return first
}

test.describe('given a fan on the game page and the venue scoreboard of the same running game', () => {
  // Igokea v Mornar (22-5, Laktaši), which no other spec opens: the suite's operator starts its clock at
  // 0:50 in the 1st quarter, at real speed, so both pages show tenths and change them ten times a second.
  const clockGame = '22-5'

  test('should show the same game clock on both, within 100 ms', async ({ page: fan }, testInfo) => {
    const token = await operatorToken(origin)
    const before = (await (
      await fetch(`${apiBaseUrl}/v2/live/games/${clockGame}`, { headers: { origin } })
    ).json()) as LiveGameStateResponse
    let sequence = before.sequence
    const post = async (event: LiveEventRequest['event']) => {
      const response = await fetch(`${apiBaseUrl}/v2/live/games/${clockGame}/events`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ idempotencyKey: crypto.randomUUID(), expectedSequence: sequence, event }),
      })
      expect(response.status, `${event.type} is stored`).toBe(200)
      sequence = ((await response.json()) as LiveEventResult).event.sequence
    }
    for (const team of [before.setup.home, before.setup.away]) {
      await post({ type: 'starting_lineup', teamId: team.id, playerIds: team.players.slice(0, 5).map(({ id }) => id) })
    }
    await post({ type: 'period_start', period: 1 })
    await post({ type: 'clock_adjust', gameClockSeconds: 50 })
    await post({ type: 'clock_start' })

    const venues = (await (await fetch(`${apiBaseUrl}/v2/website/venues`, { headers: { origin } })).json()) as VenueList
    const venue = venues.venues.find((candidate) => candidate.name.includes('Laktaši'))?.slug ?? ''
    expect(venue).not.toBe('')
    // Two pages of one browser, as a fan in the stands and the hall's scoreboard would be.
    const screen = await fan.context().newPage()
    await screen.setViewportSize(landscape)
    await fan.goto(`/en/seasons/2022-23/leagues/aba-league/rounds/1/games/${clockGame}`)
    await screen.goto(`/en/venues/${venue}/scoreboard-game`)
    const fanClock = fan.locator(`[data-live-game="${clockGame}"]`).getByLabel('Game clock')
    const screenClock = screen.getByRole('region', { name: 'Scoreboard' }).getByRole('timer', { name: 'Game clock' })
    // One clock text everywhere (the kit's formatGameClock): both write the last minute as 0:SS.t.
    await expect(fanClock).toHaveText(/^0:\d{2}\.\d$/)
    await expect(screenClock).toHaveText(/^0:\d{2}\.\d$/)
    // Each page times five round trips to the site for the server's clock soon after it opens (the clocks'
    // offset, lib/clock/use-server-offset.ts); the measurement starts once both have.
    for (const opened of [fan, screen]) {
      await expect.poll(async () => opened.evaluate(clockProbesAnswered), { timeout: 20_000 }).toBeGreaterThanOrEqual(5)
    }
    await recordClock(fanClock)
    await recordClock(screenClock)

    // Three seconds of the clock on both pages: thirty tenths each.
    await expect
      .poll(async () => firstSightings(await clockSightings(fan)).size, { timeout: 20_000 })
      .toBeGreaterThan(30)
    await expect
      .poll(async () => firstSightings(await clockSightings(screen)).size, { timeout: 20_000 })
      .toBeGreaterThan(30)
    const onFan = firstSightings(await clockSightings(fan))
    const onScreen = firstSightings(await clockSightings(screen))
    // At clock rate 1, the wall time between the two pages showing the same tenth is how far apart their clocks
    // are, in ms of game time, at every instant in between.
    const apart = [...onFan]
      .filter(([tenths]) => onScreen.has(tenths))
      .map(([tenths, at]) => at - (onScreen.get(tenths) ?? at))
    expect(apart.length).toBeGreaterThan(20)
    const magnitudes = apart.map(Math.abs).toSorted((a, b) => a - b)
    const percentile = (share: number) =>
      magnitudes[Math.min(magnitudes.length - 1, Math.floor(magnitudes.length * share))]
    const figures = {
      tenthsCompared: apart.length,
      medianApartMs: percentile(0.5),
      p90ApartMs: percentile(0.9),
      maxApartMs: magnitudes.at(-1),
      meanFanMinusScoreboardMs: Math.round((apart.reduce((sum, value) => sum + value, 0) / apart.length) * 10) / 10,
    }
    console.log(`game clock, fan's game page v venue scoreboard: ${JSON.stringify(figures)}`)
    await testInfo.attach('clock-agreement', {
      body: JSON.stringify(figures, null, 2),
      contentType: 'application/json',
    })
    // Nine tenths in ten within 100 ms: the clocks agree. The rest is a page that drew one tenth late because
    // the machine was busy (two cores shared by the whole suite), which the printed maximum shows.
    expect(figures.p90ApartMs).toBeLessThanOrEqual(100)

    await post({ type: 'clock_stop' })
    await screen.close()
  })
})
