import type { Page, TestInfo } from '@playwright/test'
import type { LiveGameStateResponse } from '@league/api/contract/live'
import type { ScreensDirectiveRequest } from '@league/api/contract/screens'
import type { VenueList } from '@league/api/contract/venues'
import { apiBaseUrl, expect, SitePage, test } from '../fixtures.ts'
import { liveOperator } from '../support/live-operator-account.ts'

// Cedevita Olimpija v Borac Mozzart (22-3, Arena Stožice), replayed live at 20× by the suite's operator. No
// other spec opens this game or venue. The screens are checked for content (what the stream brought), never
// for timing; each screen is photographed at 1920×1080 (the scoreboard also on a portrait LED, 1080×1920).
const game = '22-3'
const gamePath = `/en/seasons/2022-23/leagues/aba-league/rounds/1/games/${game}`
const origin = 'http://localhost:3000'
const landscape = { width: 1920, height: 1080 }
const portrait = { width: 1080, height: 1920 }

async function signIn(): Promise<string> {
  const login = await fetch(`${apiBaseUrl}/auth/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: liveOperator.email, password: liveOperator.password }),
  })
  expect(login.status).toBe(200)
  return ((await login.json()) as { access_token: string }).access_token
}

async function liveState(): Promise<LiveGameStateResponse> {
  const response = await fetch(`${apiBaseUrl}/v2/live/games/${game}`, { headers: { origin } })
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
    token = await signIn()
    const venues = (await (await fetch(`${apiBaseUrl}/v2/website/venues`, { headers: { origin } })).json()) as VenueList
    venue = venues.venues.find((candidate) => candidate.name === 'Arena Stožice')?.slug ?? ''
    expect(venue).toBe('arena-stozice')
    const replay = await fetch(`${apiBaseUrl}/v2/live/games/${game}/replay`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ speed: 20 }),
    })
    expect(replay.status).toBe(202)
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

test.describe('given a venue with no live game', () => {
  test('should show the next game or the last result there on the scoreboard screen', async ({ page }, testInfo) => {
    await page.setViewportSize(landscape)
    await page.goto('/en/venues/arena-kk-fmp/scoreboard-game')
    await expect(page.getByRole('heading', { name: /^(Last result|Next game)$/ })).toBeVisible()
    await photograph(page, testInfo, 'aba-scoreboard-last-result-1920x1080')
  })
})
