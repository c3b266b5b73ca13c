import { expect, test } from '../fixtures.ts'
import { readGameStream } from '../support/game-stream.ts'
import { operatorToken, startReplay } from '../support/replays.ts'

// Crvena zvezda mts v MZT Skopje Aerodrom (22-1), replayed live at 20× (the API's top speed) by an operator
// (support/live-operator.ts grants the role before the API starts). The whole game would take 2 minutes even
// so; the test stops once the page has followed the stream through a score change, and the replay runs on in
// the API. No other spec opens this game, so the rest of the suite never meets it live.
const game = '22-1'
const gamePath = `/en/seasons/2022-23/leagues/aba-league/rounds/1/games/${game}`
const origin = 'http://localhost:3000'

/** Every score the game's stream has sent, as "home:away", read by the test's own subscriber. */
function followStream(scores: Set<string>, stop: AbortSignal): void {
  readGameStream(
    game,
    origin,
    (message) => {
      const event = message.data as { home: { score: number }; away: { score: number } }
      scores.add(`${event.home.score}:${event.away.score}`)
    },
    stop,
  )
}

test.describe('given an operator replaying Crvena zvezda v MZT at 20×', () => {
  test('should show a new score from the stream without a reload', async ({ page }) => {
    await startReplay(origin, await operatorToken(origin), game)

    const streamScores = new Set<string>()
    const stopStream = new AbortController()
    followStream(streamScores, stopStream.signal)

    // The header shows a live scoreboard once the replay's first event is stored.
    await expect
      .poll(
        async () => {
          await page.goto(gamePath)
          return page.getByRole('status').filter({ hasText: 'Live' }).count()
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0)

    // A list of games turns the game's card live too: its score cards follow the scores stream.
    // The calendar shows one round at a time: the game is in round 1.
    await page.goto('/en/seasons/2022-23/leagues/aba-league/calendar/1')
    const card = page.locator(`[data-live-card="${game}"]`)
    // The card's status reads "Live" and the period ("LiveQ1" as text).
    await expect(card.getByText(/^Live/)).toBeVisible({ timeout: 15_000 })

    await page.goto(gamePath)
    const scoreboard = page.locator(`[data-live-game="${game}"]`)
    await expect(scoreboard.getByText(/^Q[1-4]/)).toBeVisible()
    const pageScore = async () => {
      const label = await scoreboard.getByText(/^.+ \d+, .+ \d+$/).innerText()
      const [, home, away] = /(\d+), .+ (\d+)$/.exec(label) ?? []
      return `${home}:${away}`
    }
    // A marker on the window: a reload or navigation would lose it.
    await page.evaluate(() => document.body.setAttribute('data-no-reload', 'yes'))
    const first = await pageScore()

    // The score changes to values the stream sent, in the same document.
    await expect
      .poll(
        async () => {
          const shown = await pageScore()
          return shown !== first && streamScores.has(shown)
        },
        { timeout: 60_000 },
      )
      .toBe(true)

    await expect(page.locator('body')).toHaveAttribute('data-no-reload', 'yes')

    // The box-score tab follows the same stream: its home totals line reaches the points the header shows.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Player stats' }).click()
    await expect(page).toHaveURL(/\/player-stats$/)
    await page.evaluate(() => document.body.setAttribute('data-no-reload', 'tab'))
    const homeTable = page.getByRole('table').first()
    await expect(homeTable.locator('tfoot tr').first()).toBeVisible()
    const headers = await homeTable.locator('thead th').allInnerTexts()
    const pointsColumn = headers.findIndex((header) => header.trim() === 'PTS')
    expect(pointsColumn, `a points column among ${headers.join(', ')}`).toBeGreaterThan(-1)
    const totalPoints = async () =>
      Number(await homeTable.locator('tfoot tr').first().locator('th, td').nth(pointsColumn).innerText())
    const before = await totalPoints()
    // Points credited to players grow with the stream (the team's score may hold a few the play-by-play
    // credits to no one, so the totals are compared with themselves, not with the header).
    await expect.poll(totalPoints, { timeout: 60_000 }).toBeGreaterThan(before)
    await expect(page.locator('body')).toHaveAttribute('data-no-reload', 'tab')

    // The team-stats tab draws the live game flow (a point per basket) from the same stream: the chart changes
    // with the next basket.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Team stats' }).click()
    const chart = page
      .getByRole('region', { name: 'Game flow' })
      .getByRole('img', { name: 'Score difference after every basket' })
    await expect(chart).toBeVisible()
    const drawnBefore = await chart.innerHTML()
    await expect.poll(() => chart.innerHTML(), { timeout: 60_000 }).not.toBe(drawnBefore)
    await expect(page.locator('body')).toHaveAttribute('data-no-reload', 'tab')
    stopStream.abort()
  })
})
