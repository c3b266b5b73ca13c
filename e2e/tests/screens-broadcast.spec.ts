import type { Page, TestInfo } from '@playwright/test'
import type { GameHeader } from '@league/api/contract/games'
import type { LiveGameStateResponse } from '@league/api/contract/live'
import type { ScreensDirectiveRequest } from '@league/api/contract/screens'
import type { VenueList } from '@league/api/contract/venues'
import { apiBaseUrl, expect, test } from '../fixtures.ts'
import { sitePort } from '../ports.ts'
import { operatorToken, startReplay } from '../support/replays.ts'

// Mornar-Barsko zlato v Zadar (22-10, round 2, at SRC Topolica): no other spec replays or scores this game or
// any game at this venue (the specs share one API and database per run, and a game another spec has scored is
// live on its page before this replay starts). The screens are opened BEFORE the replay starts and must go live
// on its first event without a reload, follow the replay's 20× timeline, and end on FINAL without LIVE.
// Every keyable broadcast graphic is checked for a see-through page by its pixels and photographed at 1920×1080
// and 1280×720 in both client themes (aba and Liga Sur, the same real game under each client's brand).
const game = '22-10'
const sizes = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const
const clients = [
  { theme: 'aba', origin: 'http://localhost:3000', site: '' },
  { theme: 'liga-sur', origin: 'http://liga-sur.localhost:3000', site: `http://liga-sur.localhost:${sitePort}` },
] as const

async function liveState(origin: string): Promise<LiveGameStateResponse> {
  const response = await fetch(`${apiBaseUrl}/v2/live/games/${game}`, { headers: { origin } })
  return (await response.json()) as LiveGameStateResponse
}

async function direct(origin: string, token: string, directive: ScreensDirectiveRequest): Promise<void> {
  const response = await fetch(`${apiBaseUrl}/v2/live/games/${game}/screens`, {
    method: 'PUT',
    headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(directive),
  })
  expect(response.status).toBe(200)
}

/** The game's venue, by the name its header gives. */
async function headerOf(origin: string): Promise<GameHeader> {
  return (await (await fetch(`${apiBaseUrl}/v2/website/games/${game}`, { headers: { origin } })).json()) as GameHeader
}

async function venueOf(origin: string): Promise<string> {
  const header = await headerOf(origin)
  const venues = (await (await fetch(`${apiBaseUrl}/v2/website/venues`, { headers: { origin } })).json()) as VenueList
  return venues.venues.find((candidate) => candidate.name === header.venue?.name)?.slug ?? ''
}

async function photograph(page: Page, testInfo: TestInfo, name: string, transparent = false): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, omitBackground: transparent })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** The alpha of the four corner pixels of a screenshot with no page background, read by the browser's decoder. */
async function cornerAlphas(page: Page): Promise<number[]> {
  const png = await page.screenshot({ omitBackground: true })
  const size = page.viewportSize() ?? { width: 0, height: 0 }
  const corners = [
    { x: 1, y: 1 },
    { x: size.width - 2, y: 1 },
    { x: 1, y: size.height - 2 },
    { x: size.width - 2, y: size.height - 2 },
  ]
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
    { source: `data:image/png;base64,${png.toString('base64')}`, at: corners },
  )
}

/** The director's cue for the score bug (the lower third goes with it), as the cue route stores it. */
function cueScoreBug(token: string, playerId: string, scoreBug: boolean): Promise<void> {
  return direct(clients[0].origin, token, {
    broadcast: { lowerThird: scoreBug ? { playerId } : null, onAir: { scoreBug, tvStats: true } },
    tvStats: { graphic: 'team-comparison' },
  })
}

/** Seconds a game clock text shows ("7:42", "0:49.3"). */
function secondsShown(text: string): number {
  const [minutes, seconds] = text.trim().split(':')
  return Number(minutes) * 60 + Number(seconds)
}

test.describe('given screens opened before an operator replays Mornar-Barsko zlato v Zadar', () => {
  test.describe.configure({ mode: 'serial' })
  let token = ''
  let ligaSurToken = ''
  let venue = ''
  let playerId = ''
  let gamePath = ''

  test.beforeAll(async () => {
    token = await operatorToken(clients[0].origin)
    ligaSurToken = await operatorToken(clients[1].origin)
    venue = await venueOf(clients[0].origin)
    expect(venue).toBe('src-topolica')
    const header = await headerOf(clients[0].origin)
    gamePath = `/en/seasons/${header.season}/leagues/${header.league.slug}/rounds/${header.round}/games/${game}`
  })

  test('should go live on the first event without a reload and follow the replay at its own speed', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(sizes[0])
    await page.goto(gamePath)
    // The imported result, before the replay.
    await expect(page.locator('[data-live-game]')).toHaveCount(0)
    const broadcast = await context.newPage()
    await broadcast.setViewportSize(sizes[0])
    await broadcast.goto(`${gamePath}/broadcast`)
    const scoreboard = await context.newPage()
    await scoreboard.setViewportSize(sizes[0])
    await scoreboard.goto(`/en/venues/${venue}/scoreboard-game`)
    for (const opened of [page, broadcast, scoreboard]) {
      await opened.evaluate(() => document.body.setAttribute('data-no-reload', 'yes'))
    }

    await startReplay(clients[0].origin, token, game)
    await startReplay(clients[1].origin, ligaSurToken, game)

    await expect(page.locator('[data-live-game]')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
    const bug = broadcast.getByRole('region', { name: 'Scoreboard' })
    const home = (await headerOf(clients[0].origin)).home.team.name
    await expect(bug.getByTitle(home)).toBeVisible({ timeout: 30_000 })
    await expect(scoreboard.getByRole('region', { name: 'Scoreboard' })).toBeVisible({ timeout: 30_000 })
    for (const opened of [page, broadcast, scoreboard]) {
      await expect(opened.locator('body')).toHaveAttribute('data-no-reload', 'yes')
    }
    // At 20× the overlay's clock stays with the API's; counting at 1× it would be minutes of game time behind.
    await expect
      .poll(
        async () => {
          const state = await liveState(clients[0].origin)
          const shown = await bug.getByRole('timer', { name: 'Game clock' }).innerText()
          return state.clocks.gameClockRunning ? Math.abs(secondsShown(shown) - state.clocks.gameClockSeconds) : 0
        },
        { timeout: 30_000 },
      )
      .toBeLessThan(15)
    const state = await liveState(clients[0].origin)
    playerId = Object.values(state.players).find((player) => player.onCourt)?.id ?? ''
    expect(playerId).not.toBe('')
  })

  test("should slide the score bug out and in on the director's cue", async ({ page }) => {
    await page.setViewportSize(sizes[0])
    await page.goto(`${gamePath}/broadcast`)
    const bug = page.getByRole('group', { name: 'Scoreboard' })
    await expect(bug).toHaveAttribute('data-state', 'on')
    await cueScoreBug(token, playerId, false)
    await expect(page.locator('[data-slot="on-air"]').first()).toHaveAttribute('data-state', 'off')
    await cueScoreBug(token, playerId, true)
    await expect(page.locator('[data-slot="on-air"]').first()).toHaveAttribute('data-state', 'on')
    await expect(page.getByRole('region', { name: /^Player: / })).toBeVisible()
  })

  for (const client of clients) {
    test(`should key every broadcast graphic over a see-through page in the ${client.theme} theme`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000)
      const graphics = [
        ['score-bug-lower-third', `${gamePath}/broadcast?preview=1&player=${playerId}`, /^Scoreboard$/],
        ['team-comparison', `${gamePath}/tv-stats?preview=team-comparison`, /^Team comparison$/],
        ['game-leaders', `${gamePath}/tv-stats?preview=game-leaders`, /^Game leaders$/],
        ['player-card', `${gamePath}/tv-stats?preview=player-card&player=${playerId}`, /^Player$/],
        ['standings', `${gamePath}/tv-stats?preview=standings`, /^Standings$/],
      ] as const
      for (const size of sizes) {
        await page.setViewportSize(size)
        for (const [name, path, region] of graphics) {
          await page.goto(`${client.site}${path}`)
          await expect(page.locator('html')).toHaveAttribute('data-theme', client.theme)
          await expect(page.getByRole('region', { name: region }).first()).toBeVisible()
          await expect(page.locator('[data-slot="on-air"][data-state="on"]').first()).toBeVisible()
          expect(await cornerAlphas(page), `${name} at ${size.width}×${size.height}`).toEqual([0, 0, 0, 0])
          await photograph(page, testInfo, `${client.theme}-${name}-${size.width}x${size.height}`, true)
        }
      }
      const standings = `${client.site}${gamePath}/tv-stats?preview=standings`
      await page.goto(standings)
      // The two teams playing are marked in the standings.
      await expect(page.locator('tr[data-highlighted], tr[aria-current]')).toHaveCount(2)
    })

    test(`should fit every arena screen at both sizes in the ${client.theme} theme`, async ({ page }, testInfo) => {
      test.setTimeout(120_000)
      const clientVenue = await venueOf(client.origin)
      const screens = ['scoreboard-game', 'shot-clock-game', 'player-stats'] as const
      for (const size of sizes) {
        await page.setViewportSize(size)
        for (const screen of screens) {
          await page.goto(`${client.site}/en/venues/${clientVenue}/${screen}`)
          await expect(page.locator('html')).toHaveAttribute('data-theme', client.theme)
          await expect(page.getByRole('main')).toBeVisible()
          // Photographed first, so a screen that runs off the display is seen as it did.
          await photograph(page, testInfo, `${client.theme}-${screen}-${size.width}x${size.height}`)
          // Nothing runs off the screen: the page is exactly as tall as the display.
          const height = await page.evaluate(() => document.documentElement.scrollHeight)
          expect(height, `${screen} at ${size.width}×${size.height}`).toBeLessThanOrEqual(size.height)
        }
      }
      await page.setViewportSize({ width: 1080, height: 1920 })
      await page.goto(`${client.site}/en/venues/${clientVenue}/scoreboard-game`)
      await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible()
      await photograph(page, testInfo, `${client.theme}-scoreboard-1080x1920`)
      // Asked by the screen's own browser: Node's resolver knows no `liga-sur.localhost`, Chromium does.
      expect(await page.evaluate(async () => (await fetch('/favicon.ico')).status)).toBe(200)
    })
  }

  test('should show FINAL without LIVE on the fan page and the screens once the replay ends', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(300_000)
    await page.setViewportSize(sizes[0])
    await page.goto(gamePath)
    const scoreboard = await context.newPage()
    await scoreboard.setViewportSize(sizes[0])
    await scoreboard.goto(`/en/venues/${venue}/scoreboard-game`)
    await expect
      .poll(async () => (await liveState(clients[0].origin)).phase, { timeout: 240_000, intervals: [2_000] })
      .toBe('final')
    const header = page.locator('main').first()
    await expect(header.getByText('Final', { exact: true }).first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('status').filter({ hasText: /Live/ })).toHaveCount(0)
    await expect(scoreboard.getByText('Final', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(scoreboard.getByRole('status').filter({ hasText: 'Live' })).toHaveCount(0)
    await photograph(scoreboard, testInfo, 'aba-scoreboard-final-1920x1080')
  })
})
