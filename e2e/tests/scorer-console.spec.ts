import type { Locator, Page } from '@playwright/test'
import type { LiveGameStateResponse } from '../../packages/api/src/contract/live.ts'
import { apiBaseUrl, expect, SitePage, test } from '../fixtures.ts'
import { liveOperator } from '../support/live-operator-account.ts'

// A stretch of a quarter of game 22-4, which no other spec opens: the suite's operator
// scores it from the full-screen console at a laptop's 1366×768, with the keyboard and the touch buttons.
const game = '22-4'
const origin = 'http://localhost:3000'

type Rostered = LiveGameStateResponse['setup']['home']['players'][number]

function label(player: Rostered): string {
  return player.number ? `#${player.number} ${player.name}` : player.name
}

function escaped(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

async function liveState(): Promise<LiveGameStateResponse> {
  const response = await fetch(`${apiBaseUrl}/v2/live/games/${game}`, { headers: { origin } })
  return (await response.json()) as LiveGameStateResponse
}

function five(players: Rostered[]): [Rostered, Rostered, Rostered, Rostered, Rostered, Rostered, Rostered] {
  const [first, second, third, fourth, fifth, sixth, seventh] = players
  if (!first || !second || !third || !fourth || !fifth || !sixth || !seventh) {
    throw new Error(`${game} needs seven players a team`)
  }
  return [first, second, third, fourth, fifth, sixth, seventh]
}

/** The question the console asks after a play, by its words. */
function question(page: Page, words: RegExp | string): Locator {
  return page.getByRole('region', { name: words })
}

test.describe('given a scorer at the full-screen console on a 1366×768 laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('should record a stretch of a quarter by keyboard and touch, and the box score follows', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const before = await liveState()
    const homeName = before.setup.home.name
    const awayName = before.setup.away.name
    const [h1, h2, h3, h4, h5, h6, h7] = five(before.setup.home.players)
    const [a1, a2, a3] = five(before.setup.away.players)
    const homeTeam = page.getByRole('group', { name: homeName, exact: true })
    const awayTeam = page.getByRole('group', { name: awayName, exact: true })
    const player = (team: Locator, rostered: Rostered) => team.getByRole('button', { name: escaped(rostered.name) })
    const homeScore = page.getByTestId('operator-home-score')
    const awayScore = page.getByTestId('operator-away-score')

    await page.goto('/en/operator')
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'Email' }).fill(liveOperator.email)
    await main.getByLabel('Password').fill(liveOperator.password)
    await main.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('textbox', { name: 'Game code' }).fill(game)
    await page.getByRole('button', { name: 'Open', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${homeName} – ${awayName}`)
    // The console's own header says who is signed in; the site's header and footer are not there.
    await expect(page.getByText(`Signed in as ${liveOperator.name}`)).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)

    await page.getByRole('button', { name: 'Confirm starting fives' }).click()
    await page.getByRole('button', { name: 'Start quarter 1' }).click()
    await expect(page.getByText('Quarter 1', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: `Jump ball won: ${homeName}` }).click()

    // Everything a scorer touches is on the screen at once: both fives, the actions and the clock.
    for (const rostered of [h1, h5]) {
      await expect(player(homeTeam, rostered)).toBeInViewport()
    }
    await expect(player(awayTeam, a1)).toBeInViewport()
    for (const name of ['Start clock', '3 missed', 'Foul', 'Substitution', 'End of quarter']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport()
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true)
    await page.screenshot({ path: testInfo.outputPath('console-1366x768.png') })

    // Space runs the clock, and stops it even with a player's button focused.
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Stop clock' })).toBeVisible()
    await player(homeTeam, h1).focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Start clock' })).toBeVisible()
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Stop clock' })).toBeVisible()

    // Keyboard: H 1 picks the first home player, 2 scores a 2, the assist question takes 2 (his 3rd team-mate).
    await page.keyboard.press('h')
    await page.keyboard.press('1')
    await page.keyboard.press('2')
    await expect(homeScore).toHaveText('2')
    await expect(question(page, `Assist on the basket by ${label(h1)}?`)).toBeVisible()
    await page.keyboard.press('2')
    await expect(question(page, /^Assist on/)).toHaveCount(0)

    // Touch: an and-one. Split's first scores, the home 2nd fouls him, one free throw, made.
    await player(awayTeam, a1).click()
    await page.getByRole('button', { name: '2 made' }).click()
    await question(page, /^Assist on/)
      .getByRole('button', { name: 'Nobody' })
      .click()
    await player(homeTeam, h2).click()
    await page.getByRole('button', { name: 'Foul', exact: true }).click()
    await question(page, `Foul by ${label(h2)}: which kind?`)
      .getByRole('button', { name: 'Personal foul' })
      .click()
    await question(page, /^Who was fouled/)
      .getByRole('button', { name: escaped(a1.name) })
      .click()
    await question(page, 'Free throws awarded')
      .getByRole('button', { name: /and-one/ })
      .click()
    await question(page, `Free throw 1 of 1: ${label(a1)}`)
      .getByRole('button', { name: 'Made' })
      .click()
    await expect(awayScore).toHaveText('3')

    // A block: Split's 2nd misses a 3, the home 4th blocked it and takes the rebound.
    await player(awayTeam, a2).click()
    await page.getByRole('button', { name: '3 missed' }).click()
    await question(page, /was the shot by .* blocked/i)
      .getByRole('button', { name: escaped(h4.name) })
      .click()
    await player(homeTeam, h4).click()
    await page.getByRole('button', { name: 'Defensive rebound' }).click()

    // A technical foul on a home bench player; Split's 3rd misses the free throw.
    await player(homeTeam, h6).click()
    await page.getByRole('button', { name: 'Foul', exact: true }).click()
    await page.getByRole('button', { name: 'Technical foul' }).click()
    await question(page, /^Who was fouled/)
      .getByRole('button', { name: escaped(a3.name) })
      .click()
    await question(page, 'Free throws awarded')
      .getByRole('button', { name: /and-one/ })
      .click()
    await question(page, /^Free throw 1 of 1/)
      .getByRole('button', { name: 'Missed' })
      .click()

    // The home 5th fouls five times, by keyboard: H 5, F, 1 (personal), 6 (nobody fouled), 1 (no free throws).
    for (let foul = 1; foul <= 5; foul += 1) {
      for (const key of ['h', '5', 'f', '1', '6', '1']) {
        await page.keyboard.press(key)
      }
      await expect(player(homeTeam, h5)).toContainText(`${foul} fouls`)
    }
    const foulOut = question(page, `${label(h5)} has fouled out or is disqualified: who comes on?`)
    await expect(foulOut).toBeVisible()
    await foulOut.getByRole('button', { name: escaped(h7.name) }).click()
    await expect(foulOut).toHaveCount(0)

    // An edit of an earlier event: the first basket was a 3.
    const playByPlay = page.getByRole('region', { name: 'Play-by-play' })
    const firstBasket = playByPlay.getByRole('listitem').filter({ hasText: `2 made · ${label(h1)}` })
    await firstBasket.getByRole('button', { name: /^Change \d+$/ }).click()
    await playByPlay.getByRole('combobox', { name: 'Points' }).selectOption('3')
    await playByPlay.getByRole('button', { name: 'Save' }).click()
    await expect(homeScore).toHaveText('3')
    await expect(playByPlay.getByRole('listitem').filter({ hasText: `3 made · ${label(h1)} (changed)` })).toBeVisible()

    // The clocks put right: stopped, the game clock to 7:45 and the shot clock to 10.
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Start clock' })).toBeVisible()
    await page.getByText('Clocks', { exact: true }).click()
    await page.getByRole('textbox', { name: 'Game clock (minutes:seconds)' }).fill('7:45')
    await page.getByRole('button', { name: 'Set the game clock' }).click()
    await page.getByRole('spinbutton', { name: 'Shot clock (seconds)' }).fill('10')
    await page.getByRole('button', { name: 'Set the shot clock' }).click()
    const scoreboard = page.getByRole('region', { name: 'Current state' })
    await expect(scoreboard.getByText('7:45')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Waiting to be sent: 0' })).toBeVisible()

    // The help lists the shortcuts.
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help.getByText('Start or stop the clock')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(help).toHaveCount(0)
    expect(await new SitePage(page).accessibilityViolations()).toEqual([])
    await page.screenshot({ path: testInfo.outputPath('console-after-stretch.png') })

    // What the league's server made of it: score, box-score lines, the foul-out and the substitution.
    const after = await liveState()
    expect([after.home.score, after.away.score]).toEqual([3, 3])
    const line = (rostered: Rostered) => after.players[rostered.id]
    expect(line(h1)?.counts).toMatchObject({ points: 3, threePointersMade: 1, twoPointersAttempted: 0 })
    expect(line(h3)?.counts.assists).toBe(1)
    expect(line(a1)?.counts).toMatchObject({ points: 3, freeThrowsMade: 1, foulsDrawn: 1 })
    expect(line(h4)?.counts).toMatchObject({ blocks: 1, defensiveRebounds: 1 })
    expect(line(a2)?.counts).toMatchObject({ blocksAgainst: 1, threePointersAttempted: 1 })
    expect(line(h6)?.counts.foulsCommitted).toBe(1)
    expect(line(a3)?.counts).toMatchObject({ freeThrowsAttempted: 1, freeThrowsMade: 0 })
    expect(line(h5)).toMatchObject({ fouledOut: true, onCourt: false })
    expect(line(h7)?.onCourt).toBe(true)
    expect(after.gameClock).toMatchObject({ running: false, remainingMs: 465_000 })
  })
})
