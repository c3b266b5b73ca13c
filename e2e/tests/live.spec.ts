import { apiBaseUrl, expect, test } from '../fixtures.ts'
import { liveOperator } from '../support/live-operator-account.ts'

// Zadar 96–67 SC Derby (22-6), replayed live at 20× by an operator (support/live-operator.ts grants the role
// before the API starts). Its 40 minutes of game clock take 2 minutes at the replay's top speed, so this test
// has a longer time limit than the others.
const gamePath = '/en/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6'
const origin = 'http://localhost:3000'

/** Every score the game's stream has sent, as "home:away", read by the test's own subscriber. */
function followStream(scores: Set<string>, stop: AbortSignal): void {
  void (async () => {
    const response = await fetch(`${apiBaseUrl}/v2/live/games/22-6/stream`, { headers: { origin }, signal: stop })
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
    let pending = ''
    for (;;) {
      const chunk = await reader?.read()
      if (chunk === undefined || chunk.done) {
        return
      }
      pending += chunk.value
      const messages = pending.split('\n\n')
      pending = messages.pop() ?? ''
      for (const message of messages) {
        const data = message.split('\n').find((line) => line.startsWith('data: '))
        if (data !== undefined) {
          const event = JSON.parse(data.slice('data: '.length)) as { home: { score: number }; away: { score: number } }
          scores.add(`${event.home.score}:${event.away.score}`)
        }
      }
    }
  })().catch(() => undefined)
}

test.describe('given an operator replaying Zadar v SC Derby at 20×', () => {
  test.setTimeout(180_000)

  test('should show the score from the stream without a reload, then the final 96:67', async ({ page }) => {
    const login = await fetch(`${apiBaseUrl}/auth/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: liveOperator.email, password: liveOperator.password }),
    })
    expect(login.status).toBe(200)
    const { access_token: token } = (await login.json()) as { access_token: string }

    const replay = await fetch(`${apiBaseUrl}/v2/live/games/22-6/replay`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ speed: 20 }),
    })
    expect(replay.status).toBe(202)

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
    const scoreboard = page.locator('[data-live-game="22-6"]')
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

    // At the end of the replay the scoreboard says final and shows the imported final score.
    await expect(scoreboard.getByRole('status')).toHaveText('Final', { timeout: 150_000 })
    expect(await pageScore()).toBe('96:67')
    await expect(page.locator('body')).toHaveAttribute('data-no-reload', 'yes')
    stopStream.abort()
  })
})
