import type { Browser, Locator, Page } from '@playwright/test'
import type { GameHeader } from '../../packages/api/src/contract/games.ts'
import type { LiveGameStateResponse } from '../../packages/api/src/contract/live.ts'
import type { VenueList } from '../../packages/api/src/contract/venues.ts'
import { readPdfPage } from '../../packages/api/test/helpers/pdf-text.ts'
import { apiBaseUrl, expect, SitePage, test } from '../fixtures.ts'
import { liveOperator } from '../support/live-operator-account.ts'
import { operatorToken } from '../support/replays.ts'

// The first quarter of game 22-4, which no other spec opens (nor its venue, Arena KK FMP): the suite's operator
// scores it from the full-screen console at a laptop's 1366×768, with the keyboard and the touch buttons, while a
// fan's game page, the arena scoreboard and the broadcast overlay, all opened before the first event, follow it
// live. The game is then ended, and its scoresheet PDF read back.
const game = '22-4'
const origin = 'http://localhost:3000'
/** The scoresheet draws the team blocks left of this x (as packages/api's scoresheet test reads it). */
const scoresheetMiddle = 330
/** The scores by period stand in the first 115 points right of the middle (the winner's name beyond). */
const scoresheetScoresRight = scoresheetMiddle + 115

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

/** Foul letters on a scoresheet line (P personal, T technical, U unsportsmanlike, D disqualifying). */
function foulLetters(line: string): string[] {
  return line.split(' ').filter((word) => ['P', 'T', 'U', 'D'].includes(word))
}

type Watchers = { fan: Page; arena: Page; broadcast: Page }

/**
 * The fan's game page, the arena scoreboard and the broadcast overlay of the game's venue, opened (in a browser of
 * their own, not signed in) before the first event, each marked so a reload would show.
 */
async function openWatchers(browser: Browser): Promise<Watchers> {
  const header = (await (
    await fetch(`${apiBaseUrl}/v2/website/games/${game}`, { headers: { origin } })
  ).json()) as GameHeader
  const venues = (await (await fetch(`${apiBaseUrl}/v2/website/venues`, { headers: { origin } })).json()) as VenueList
  const venue = venues.venues.find((candidate) => candidate.name === header.venue?.name)?.slug
  expect(venue, `the venue of ${game}, ${header.venue?.name}`).toBeDefined()
  // Three machines (a fan's, the arena's and the broadcaster's), each with its own connections.
  const open = async (path: string) => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
    await page.goto(path)
    await page.evaluate(() => {
      document.body.dataset['sameDocument'] = 'yes'
    })
    return page
  }
  return {
    fan: await open(`/en/seasons/2022-23/leagues/aba-league/rounds/${header.round}/games/${game}`),
    arena: await open(`/en/venues/${venue}/scoreboard-game`),
    broadcast: await open(`/en/venues/${venue}/broadcast-game`),
  }
}

/** The score as each watcher's screen reader text says it ("Home 3, Away 4"), and that none has reloaded. */
async function expectWatchersShow(watchers: Watchers, score: string): Promise<void> {
  await expect(watchers.fan.locator(`[data-live-game="${game}"]`).getByText(score)).toBeAttached()
  for (const screen of [watchers.arena, watchers.broadcast]) {
    await expect(screen.getByRole('region', { name: 'Scoreboard' }).getByText(score)).toBeAttached()
  }
  for (const page of Object.values(watchers)) {
    await expect(page.locator('body')).toHaveAttribute('data-same-document', 'yes')
  }
}

/** The question the console asks after a play, by its words. */
function question(page: Page, words: RegExp | string): Locator {
  return page.getByRole('region', { name: words })
}

test.describe('given a scorer at the full-screen console on a 1366×768 laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('should record a quarter by keyboard and touch that the fans and the screens follow live, and its scoresheet', async ({
    browser,
    page,
  }, testInfo) => {
    // A quarter by hand, three watching pages and a scoresheet on a shared machine: more than the default minute.
    test.setTimeout(300_000)
    const before = await liveState()
    const watchers = await openWatchers(browser)
    const homeName = before.setup.home.name
    const awayName = before.setup.away.name
    const [h1, h2, h3, h4, h5, h6, h7] = five(before.setup.home.players)
    const [a1, a2, a3, , a5] = five(before.setup.away.players)
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${homeName} – ${awayName} · Operator console · ${game}`,
    )
    // The console's own header says who is signed in; the site's header and footer are not there.
    await expect(page.getByText(`Signed in as ${liveOperator.name}`)).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)

    await page.getByRole('button', { name: 'Confirm starting fives' }).click()
    await page.getByRole('button', { name: 'Start quarter 1' }).click()
    await expect(page.getByText('Quarter 1', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: `Jump ball won: ${homeName}` }).click()

    // Everything a scorer touches is on the screen at once, on the laptop and on a landscape tablet: both fives,
    // the actions and the clock.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(viewport)
      for (const rostered of [h1, h5]) {
        await expect(player(homeTeam, rostered)).toBeInViewport()
      }
      for (const rostered of [a1, a5]) {
        await expect(player(awayTeam, rostered)).toBeInViewport()
      }
      for (const name of ['Start clock', '3 missed', 'Foul', 'Substitution', 'End of quarter']) {
        await expect(page.getByRole('button', { name, exact: true })).toBeInViewport()
      }
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true)
      await page.screenshot({ path: testInfo.outputPath(`console-${viewport.width}x${viewport.height}.png`) })
    }

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
    // The fan's page and the venue's screens, open since before the first event, went live without a reload.
    await expectWatchersShow(watchers, `${homeName} 2, ${awayName} 0`)

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
    await page.getByRole('button', { name: 'Defensive rebound', exact: true }).click()

    // A technical foul on a home bench player; the away 3rd makes the free throw.
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
      .getByRole('button', { name: 'Made' })
      .click()
    await expect(awayScore).toHaveText('4')

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

    // What the league's server made of it: score, box-score lines, the foul-out and the substitution.
    const after = await liveState()
    expect([after.home.score, after.away.score]).toEqual([3, 4])
    const line = (rostered: Rostered) => after.players[rostered.id]
    expect(line(h1)?.counts).toMatchObject({ points: 3, threePointersMade: 1, twoPointersAttempted: 0 })
    expect(line(h3)?.counts.assists).toBe(1)
    expect(line(a1)?.counts).toMatchObject({ points: 3, freeThrowsMade: 1, foulsDrawn: 1 })
    expect(line(h4)?.counts).toMatchObject({ blocks: 1, defensiveRebounds: 1 })
    expect(line(a2)?.counts).toMatchObject({ blocksAgainst: 1, threePointersAttempted: 1 })
    expect(line(h6)?.counts.foulsCommitted).toBe(1)
    expect(line(a3)?.counts).toMatchObject({ freeThrowsAttempted: 1, freeThrowsMade: 1 })
    expect(line(h5)).toMatchObject({ fouledOut: true, onCourt: false })
    expect(line(h7)?.onCourt).toBe(true)
    expect(after.gameClock).toMatchObject({ running: false, remainingMs: 465_000 })

    // The help lists the shortcuts.
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help.getByText('Start or stop the clock')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(help).toHaveCount(0)
    expect(await new SitePage(page).accessibilityViolations()).toEqual([])
    await page.screenshot({ path: testInfo.outputPath('console-after-stretch.png') })

    // The quarter ends; the fan's page and the venue's screens show its score, still without a reload.
    await page.getByRole('button', { name: 'End of quarter', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Start quarter 2' })).toBeVisible()
    await expectWatchersShow(watchers, `${homeName} 3, ${awayName} 4`)
    await watchers.arena.screenshot({ path: testInfo.outputPath('arena-scoreboard.png') })
    await watchers.broadcast.screenshot({ path: testInfo.outputPath('broadcast-overlay.png') })

    // The other three quarters pass without a play, and the scorer ends the game.
    for (const quarter of [2, 3, 4]) {
      await page.getByRole('button', { name: `Start quarter ${quarter}` }).click()
      await expect(page.getByText(`Quarter ${quarter}`, { exact: true })).toBeVisible()
      // Each quarter's start confirmed by the server before its end, and its end before the next start.
      await expect(page.getByRole('heading', { name: 'Waiting to be sent: 0' })).toBeVisible()
      await page.getByRole('button', { name: 'End of quarter', exact: true }).click()
      await expect(page.getByRole('button', { name: `Start quarter ${quarter + 1}` })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Waiting to be sent: 0' })).toBeVisible()
    }
    await page.getByRole('button', { name: 'End the game' }).click()
    await expect.poll(async () => (await liveState()).phase).toBe('final')

    // The scoresheet, as the operator downloads it: the score, by quarter, and each player's fouls.
    const download = await fetch(`${apiBaseUrl}/v2/live/games/${game}/scoresheet`, {
      headers: { origin, authorization: `Bearer ${await operatorToken(origin)}` },
    })
    expect(download.status).toBe(200)
    const scoresheet = await readPdfPage(await download.arrayBuffer())
    const scores = scoresheet.lines(scoresheetMiddle, scoresheetScoresRight)
    expect(scores).toContain('Final score 3 4')
    expect(scores).toContain('Period Q1 3 4')
    const teams = scoresheet.lines(0, scoresheetMiddle)
    const foulsOf = (rostered: Rostered) => {
      const surname = rostered.name.split(' ').at(-1)?.slice(0, 4) ?? ''
      const row = teams.find((candidate) => candidate.includes(surname) && candidate.includes(` ${rostered.number} `))
      return foulLetters(row ?? '')
    }
    expect(foulsOf(h5)).toEqual(['P', 'P', 'P', 'P', 'P'])
    expect(foulsOf(h2)).toEqual(['P'])
    expect(foulsOf(h6)).toEqual(['T'])
    expect(foulsOf(a1)).toEqual([])
  })
})
