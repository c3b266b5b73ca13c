// The end-to-end story: a league scaffolded with the built CLI starts with nothing, and its staff take
// it in the browser to a played round with a table. Staff sign in, create a season, enter three teams by hand
// with their squads, generate and publish the schedule; the operator scores round 1's game through the site's
// operator API with the operator's own session (the console's way in); fans then see the standings.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leagueAccountWithRole, type LeagueApi } from './league-accounts.ts'
import { ScaffoldedLeague } from './site-servers.ts'

const slug = 'e2e-liga-oeste'
const league = new ScaffoldedLeague(slug, 1)
const { siteOrigin } = league
const staff = { email: 'staff@oeste.example', name: 'Oeste Staff', password: 'a long staff password 4 oeste' }
const operator = { email: 'scorer@oeste.example', name: 'Oeste Scorer', password: 'a long scorer password 4 oeste' }

/** `YYYY-MM-DD` of today plus `days`, in UTC as the API reads dates. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  await league.prepare()
  await league.scaffold(['--name', 'Liga Oeste', '--domain', `${slug}.localhost`, '--languages', 'en,es'])
  await league.start({ SITE_ORIGINS: siteOrigin })
  const api: LeagueApi = {
    apiUrl: league.apiUrl,
    siteOrigin,
    dataFolder: league.apiDataFolder,
    clientsDirectory: league.setup.clientsDirectory,
    client: slug,
  }
  await leagueAccountWithRole(api, staff, 'staff')
  await leagueAccountWithRole(api, operator, 'operator')
})

afterAll(() => league.stop())

const teams = [
  { club: 'Oeste Hawks', shortName: 'Hawks', code: 'HAW', venue: 'Hawks Hall', first: 'Ana' },
  { club: 'Oeste Bears', shortName: 'Bears', code: 'BEA', venue: 'Bears Arena', first: 'Bo' },
  { club: 'Oeste Owls', shortName: 'Owls', code: 'OWL', venue: 'Owls Nest', first: 'Ida' },
]

/** Five players a line each, "number first last", as staff type a squad. */
const squadOf = (first: string) => [4, 5, 6, 7, 8].map((number) => `${number} ${first} Player${number}`).join('\n')

async function addTeamByHand(page: Page, team: (typeof teams)[number]) {
  const form = page.getByRole('form', { name: 'Add a team by hand' })
  await form.getByLabel('New club’s name').fill(team.club)
  await form.getByLabel('Short name').fill(team.shortName)
  await form.getByLabel('Code').fill(team.code)
  await form.getByLabel('New venue’s name').fill(team.venue)
  await form.getByLabel('Squad').fill(squadOf(team.first))
  await form.getByRole('button', { name: 'Add the team' }).click()
  await expect.poll(() => page.getByRole('row', { name: new RegExp(team.club) }).count(), { timeout: 15_000 }).toBe(1)
}

/** The table may name a team by its short name: each row is found by that. */
const shortNameOf = (team: string) => teams.find((entry) => entry.club === team)?.shortName ?? team

type LiveSetup = { setup: { home: TeamSetup; away: TeamSetup }; sequence: number }
type TeamSetup = { id: string; players: { id: string }[] }

/** Round 1's one game scored to its end by the operator: a home basket, four periods, game end. */
async function scoreGame(page: Page, game: string): Promise<void> {
  const outcome = await page.evaluate(
    async ({ gameSlug, account }) => {
      const signIn = await fetch('/api/operator/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      })
      if (!signIn.ok) {
        return `sign-in ${signIn.status}`
      }
      const state = (await (await fetch(`/api/operator/games/${gameSlug}`)).json()) as LiveSetup
      const { home, away } = state.setup
      const homeFive = home.players.slice(0, 5).map((player) => player.id)
      const awayFive = away.players.slice(0, 5).map((player) => player.id)
      const events = [
        { type: 'starting_lineup', teamId: home.id, playerIds: homeFive },
        { type: 'starting_lineup', teamId: away.id, playerIds: awayFive },
        { type: 'period_start', period: 1 },
        { type: 'clock_start' },
        { type: 'shot', teamId: home.id, playerId: homeFive[0], points: 2, made: true },
        { type: 'period_end', period: 1 },
        ...[2, 3, 4].flatMap((period) => [
          { type: 'period_start', period },
          { type: 'period_end', period },
        ]),
        { type: 'game_end' },
      ]
      let sequence = state.sequence
      for (const [index, event] of events.entries()) {
        const response = await fetch(`/api/operator/games/${gameSlug}/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ idempotencyKey: `e2e-${gameSlug}-${index}`, expectedSequence: sequence, event }),
        })
        if (!response.ok) {
          return `${event.type} ${response.status} ${await response.text()}`
        }
        sequence += 1
      }
      return 'scored'
    },
    { gameSlug: game, account: operator },
  )
  expect(outcome).toBe('scored')
}

type StaffSeasonAnswer = {
  seasonSlug: string
  competition: { slug: string }
  rounds: { games: { slug: string; home: { name: string }; away: { name: string } }[] }[]
}

describe('given a league scaffolded with nothing in it', () => {
  it('should go, in the browser, from no season to a played round with a table', async () => {
    const staffPage = await league.browser.newPage({ viewport: { width: 820, height: 1180 } })
    await staffPage.goto(`${siteOrigin}/en/staff/seasons`)
    const signIn = staffPage.getByRole('main')
    await signIn.getByLabel('Email').fill(staff.email)
    await signIn.getByLabel('Password').fill(staff.password)
    await signIn.getByRole('button', { name: 'Sign in' }).click()

    const newSeason = staffPage.getByRole('form', { name: 'New season' })
    await newSeason.getByLabel('Season name').fill('Oeste Cup')
    await newSeason.getByLabel('New competition’s name').fill('Oeste League')
    await newSeason.getByLabel('First day').fill(dayFromToday(-1))
    await newSeason.getByLabel('Last day').fill(dayFromToday(120))
    await newSeason.getByLabel('Regular season').selectOption('single')
    await newSeason.getByRole('button', { name: 'Create the season' }).click()
    await staffPage.waitForURL(/\/en\/staff\/seasons\/\d+$/)
    const seasonId = new URL(staffPage.url()).pathname.split('/').at(-1)

    for (const team of teams) {
      await addTeamByHand(staffPage, team)
    }
    const schedule = staffPage.getByRole('form', { name: 'Schedule' })
    await schedule.getByLabel('First round’s date').fill(dayFromToday(0))
    await schedule.getByLabel('Time').fill('19:00')
    await schedule.getByRole('button', { name: 'Generate the schedule' }).click()
    // Three teams: three rounds of one game, each with one team's bye.
    await expect.poll(() => staffPage.getByRole('region', { name: /^Round \d/ }).count(), { timeout: 15_000 }).toBe(3)
    await expect.poll(() => staffPage.getByText(/^Bye: /).count()).toBe(3)

    await staffPage.getByRole('button', { name: 'Publish Oeste Cup' }).click()
    await staffPage.getByRole('dialog').getByRole('button', { name: 'Yes, publish' }).click()
    await expect
      .poll(() => staffPage.getByText('This season is published: fans see it.').count(), { timeout: 15_000 })
      .toBe(1)

    const season = await staffPage.evaluate(
      async (id) => (await (await fetch(`/api/v2/website/staff/seasons/${id}`)).json()) as StaffSeasonAnswer,
      seasonId,
    )
    const game = season.rounds[0]?.games[0]
    expect(game).toBeDefined()

    const operatorPage = await league.browser.newPage()
    await operatorPage.goto(`${siteOrigin}/en`)
    await scoreGame(operatorPage, game!.slug)

    const fanPage = await league.browser.newPage()
    const table = fanPage.getByRole('table').first()
    const rowOf = (team: string) => table.getByRole('row', { name: new RegExp(shortNameOf(team)) })
    await expect
      .poll(
        async () => {
          await fanPage.goto(`${siteOrigin}/en/seasons/${season.seasonSlug}/leagues/${season.competition.slug}`)
          return rowOf(game!.home.name).count()
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1)
    const headers = (await table.locator('thead th').allInnerTexts()).map((header) => header.trim())
    const won = headers.findIndex((header) => /^W$/i.test(header))
    const lost = headers.findIndex((header) => /^L$/i.test(header))
    expect({ headers, wonColumn: won > -1, lostColumn: lost > -1 }).toMatchObject({ wonColumn: true, lostColumn: true })
    const record = async (team: string) => {
      const cells = rowOf(team).locator('th, td')
      return [await cells.nth(won).innerText(), await cells.nth(lost).innerText()].map((text) => text.trim())
    }
    expect(await record(game!.home.name)).toEqual(['1', '0'])
    expect(await record(game!.away.name)).toEqual(['0', '1'])
  }, 180_000)
})
