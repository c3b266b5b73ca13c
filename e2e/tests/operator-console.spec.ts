import type { BrowserContext, Page } from '@playwright/test'
import type { LiveGameStateResponse, LiveStreamEvent } from '../../packages/api/src/contract/live.ts'
import { apiBaseUrl, expect, test, SitePage } from '../fixtures.ts'
import { readGameStream } from '../support/game-stream.ts'
import { liveOperator } from '../support/live-operator-account.ts'

// Budućnost VOLI v Split (22-2), scored live from the operator console by the suite's operator account
// (support/live-operator.ts creates it and grants the role before the API starts). No other spec opens this
// game, so the rest of the suite never meets it live.
const game = '22-2'
const fanPath = `/en/seasons/2022-23/leagues/aba-league/rounds/1/games/${game}`
const origin = 'http://localhost:3000'

type StreamedEvent = { sequence: number; type: string; teamId?: string; points?: number }

/** Every `live` event of the game's stream, read by the test's own subscriber from the API. */
function followStream(events: StreamedEvent[], stop: AbortSignal): void {
  readGameStream(
    game,
    origin,
    (message) => {
      if (message.event !== 'live') {
        return
      }
      const streamed = message.data as LiveStreamEvent
      const event = streamed.event.event
      events.push({
        sequence: streamed.event.sequence,
        type: event.type,
        ...('teamId' in event ? { teamId: event.teamId } : {}),
        ...(event.type === 'shot' ? { points: event.points } : {}),
      })
    },
    stop,
  )
}

async function signIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(email)
  await main.getByLabel('Password').fill(password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
}

function playerButton(page: Page, team: string, player: { name: string }) {
  const name = new RegExp(player.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return page.getByRole('group', { name: team }).getByRole('button', { name })
}

test.describe('given the operator console', () => {
  test('should show a logged-out visitor the sign-in form', async ({ page, site }) => {
    await site.open('/en/operator')
    await expect(site.heading).toHaveText('Sign in to the operator console')
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect(page.getByLabel('Password')).toBeVisible()
    expect(await site.accessibilityViolations()).toEqual([])
    // The console has no site header: its bar carries the league's mark and the way back to the site.
    const back = site.banner.getByRole('link', { name: /^Back to ABA League/ })
    await expect(back).toHaveAttribute('href', '/en')
    await back.click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(site.banner.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()
  })

  test('should tell a signed-in fan that they are not an operator of this league', async ({ page, site }) => {
    const email = `fan-${Date.now()}@e2e.example`
    const registered = await fetch(`${apiBaseUrl}/auth/register`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a fan password for e2e', name: 'E2E Fan' }),
    })
    expect(registered.status, 'registration is answered alike for new and known emails').toBe(202)
    await site.open('/en/operator')
    await signIn(page, email, 'a fan password for e2e')
    await expect(site.heading).toHaveText('Not an operator of this league')
    await expect(page.getByText(/your account is not an operator of/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  })

  test('should score a game that a fan follows live, and send what was entered offline in order, once', async ({
    browser,
    page: fan,
  }, testInfo) => {
    // Two pages, a dropped network and screenshots at two widths in two languages: more than the default minute.
    test.setTimeout(180_000)
    const before = (await (
      await fetch(`${apiBaseUrl}/v2/live/games/${game}`, { headers: { origin } })
    ).json()) as LiveGameStateResponse
    const homeName = before.setup.home.name
    const awayName = before.setup.away.name
    // The console ticks the first five of each roster for the starting fives.
    const [homeStarter, homeSecond] = before.setup.home.players
    const [awayStarter] = before.setup.away.players
    if (!homeStarter || !homeSecond || !awayStarter) {
      throw new Error(`${game} has no rosters`)
    }

    const operatorContext: BrowserContext = await browser.newContext()
    const operator = await operatorContext.newPage()
    await operator.goto('/en/operator')
    await signIn(operator, liveOperator.email, liveOperator.password)
    await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Operator console')
    await operator.getByRole('textbox', { name: 'Game code' }).fill(game)
    await operator.getByRole('button', { name: 'Open', exact: true }).click()
    // The console's heading names the game for the eye, and the console and the game code for a screen reader.
    await expect(operator.getByRole('heading', { level: 1 })).toHaveText(
      `${homeName} – ${awayName} · Operator console · ${game}`,
    )

    await operator.getByRole('button', { name: 'Confirm starting fives' }).click()
    await operator.getByRole('button', { name: 'Start quarter 1' }).click()
    await expect(operator.getByText('Quarter 1', { exact: true })).toBeVisible()
    // The opening jump ball sets the possession arrow: the team that lost it has the next throw-in.
    const possession = operator.getByRole('region', { name: 'Possession arrow' })
    await possession.getByRole('button', { name: `Jump ball won: ${homeName}` }).click()
    await expect(possession.getByText(`Next alternating possession: ${awayName}`)).toBeVisible()
    await playerButton(operator, homeName, homeStarter).click()
    await operator.getByRole('button', { name: '2 made' }).click()
    await expect(operator.getByTestId('operator-home-score')).toHaveText('2')
    await operator.getByRole('button', { name: 'Start clock' }).click()
    await expect(operator.getByRole('button', { name: 'Stop clock' })).toBeVisible()
    await expect(operator.getByRole('heading', { name: 'Waiting to be sent: 0' })).toBeVisible()

    // The fan's game centre: its header follows the game live.
    await fan.goto(fanPath)
    const scoreboard = fan.locator(`[data-live-game="${game}"]`)
    await expect(scoreboard.getByText(`${homeName} 2, ${awayName} 0`)).toBeAttached()
    await expect(scoreboard.getByText(/^Q1/)).toBeVisible()

    const streamed: StreamedEvent[] = []
    const stopStream = new AbortController()
    followStream(streamed, stopStream.signal)

    // The network drops: three events wait on the device, in order.
    await operatorContext.setOffline(true)
    await playerButton(operator, homeName, homeSecond).click()
    await operator.getByRole('button', { name: '3 made' }).click()
    await operator.getByRole('button', { name: '1 made' }).click()
    await playerButton(operator, awayName, awayStarter).click()
    await operator.getByRole('button', { name: '2 made' }).click()
    const waiting = operator.getByRole('region', { name: /Waiting to be sent/ })
    await expect(operator.getByRole('heading', { name: 'Waiting to be sent: 3' })).toBeVisible()
    await expect(waiting.getByRole('listitem')).toHaveText([
      new RegExp(`^3 made · .*${homeSecond.name}`),
      new RegExp(`^1 made · .*${homeSecond.name}`),
      new RegExp(`^2 made · .*${awayStarter.name}`),
    ])
    await expect(operator.getByRole('alert').filter({ hasText: 'No connection' })).toBeVisible()
    // The console shows them at once, marked as not yet sent; the fan's page has none of them yet.
    await expect(operator.getByTestId('operator-home-score')).toHaveText('6')
    await expect(operator.getByTestId('operator-away-score')).toHaveText('2')
    await expect(operator.getByText('Includes events not yet sent: 3')).toBeVisible()
    await expect(scoreboard.getByText(`${homeName} 2, ${awayName} 0`)).toBeAttached()

    // The network returns: the three go out in the order entered, each once, and the fan's page shows them.
    await operatorContext.setOffline(false)
    await expect(operator.getByRole('heading', { name: 'Waiting to be sent: 0' })).toBeVisible({ timeout: 30_000 })
    await expect(operator.getByText(/^Includes events not yet sent/)).toHaveCount(0)
    await expect(operator.getByTestId('operator-home-score')).toHaveText('6')
    await expect(operator.getByTestId('operator-away-score')).toHaveText('2')
    await expect(scoreboard.getByText(`${homeName} 6, ${awayName} 2`)).toBeAttached()
    await expect
      .poll(() => streamed.filter((event) => event.type === 'shot').map((event) => [event.teamId, event.points]))
      .toEqual([
        [before.setup.home.id, 3],
        [before.setup.home.id, 1],
        [before.setup.away.id, 2],
      ])
    const sequences = streamed.map((event) => event.sequence)
    expect(new Set(sequences).size).toBe(sequences.length)
    stopStream.abort()

    // Undo cancels the last event (Split's 2 points) with a correction.
    await operator.getByRole('button', { name: 'Undo last event' }).click()
    await expect(operator.getByTestId('operator-away-score')).toHaveText('0')
    await expect(scoreboard.getByText(`${homeName} 6, ${awayName} 0`)).toBeAttached()

    // The screens panel puts a player's lower third on the broadcast through the screens API.
    await operator.getByText("Screens, replay and the fans' page").click()
    await operator
      .getByRole('combobox', { name: 'Broadcast lower third' })
      .selectOption({ label: `#${homeSecond.number ?? ''} ${homeSecond.name}`.replace(/^# /, '') })
    await operator.getByRole('button', { name: 'Show on the screens' }).click()
    await expect(operator.getByText('The screens show it now (revision 1).')).toBeVisible()

    expect(await new SitePage(operator).accessibilityViolations()).toEqual([])
    // Screenshots to look at: the console at desktop and phone widths, in English and Serbian.
    for (const locale of ['en', 'sr']) {
      await operator.goto(`/${locale}/operator?game=${game}`)
      for (const width of [1280, 390]) {
        await operator.setViewportSize({ width, height: 900 })
        await expect(operator.getByTestId('operator-home-score')).toHaveText('6')
        await operator.screenshot({ path: testInfo.outputPath(`console-${locale}-${width}.png`), fullPage: true })
      }
    }
    await operatorContext.close()
  })
})
