// A season from zero through the staff API: create a draft, five teams by hand (so every round has a bye),
// generate the schedule, move a game, refuse clashes and dates outside the season, publish, play a round and
// read the table fans see. On PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffSeason, StaffSeasonList } from '../../src/contract/staff-seasons.ts'
import type { Standings } from '../../src/contract/standings.ts'
import { selectRows } from '../../src/db/connection.ts'
import { abaOrigin, createTestApp, jsonRequest, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import type { LoggedEvent } from '@league/live/events'
import { stateFromLog } from '@league/live/reducer'
import { findLiveGame } from '../../src/live/game-log.ts'
import { writeFinalBoxScore } from '../../src/live/final-box-score.ts'
import { abaClientId, staffToken } from './application-approval-fixtures.ts'

const kinds = await availableDatabaseKinds()

type ErrorBody = { error: { code: string; message: string } }

const newSeason = {
  name: '2031-32',
  competition: { name: 'Northern League' },
  startDate: '2031-09-01',
  endDate: '2032-05-31',
  format: {
    roundRobin: 'single',
    tieBreak: 'fiba',
    playoff: { teams: 4, bestOf: { quarterfinal: 3, semifinal: 3, final: 5 } },
  },
}

const clubNames = ['Aurora', 'Borealis', 'Cascade', 'Delta', 'Equinox']
const handTeam = (name: string) => ({
  club: { name: `${name} Basket`, shortName: name, code: name.slice(0, 3).toUpperCase() },
  venue: { name: `${name} Hall`, location: `${name} Town`, capacity: 2000 },
  // Five players: a starting lineup for the live console.
  players: ['Marko', 'Luka', 'Ivan', 'Nikola', 'Petar'].map((firstName, index) => ({
    firstName,
    lastName: `${name}ić`,
    number: String(index + 4),
  })),
})

const read = async (response: Response, status: number) => {
  const text = await response.text()
  expect([response.status, text]).toEqual([status, expect.any(String)])
  return JSON.parse(text) as StaffSeason
}
const refusal = async (response: Response, status: number) => {
  const text = await response.text()
  expect([response.status, text]).toEqual([status, expect.any(String)])
  return (JSON.parse(text) as ErrorBody).error
}

describe.each(kinds)('staff seasons from zero on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let staff: string
  let fan: string
  let season: StaffSeason

  const call = (method: string, path: string, body?: unknown, token: string | null = staff) =>
    app.request(`/v2/website/staff/seasons${path}`, {
      ...jsonRequest(method, body ?? {}, token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined && method === 'GET' ? { body: null } : {}),
    })
  /** A game played to its end with the home team winning or losing by five. */
  const finish = async (gameId: number, homeWins: boolean) =>
    testDatabase.database.execute(
      sql`UPDATE games SET status = 'played', home_score = ${homeWins ? 85 : 75}, away_score = 80,
            home_period_scores = ARRAY[20,20,20,20], away_period_scores = ARRAY[20,20,20,20] WHERE id = ${gameId}`,
    )
  const publicGet = (path: string) => app.request(`/v2/website${path}`, { headers: { Origin: abaOrigin } })

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind)
    app = createTestApp(testDatabase.database)
    staff = await staffToken(app, testDatabase.database, 'seasons')
    fan = await signUp(app, uniqueEmail('fan'))
  }, 120_000)

  afterAll(async () => {
    await testDatabase?.dispose()
  })

  it('refuses the signed-out (401) and fans (403), writing nothing', async () => {
    expect((await call('POST', '', newSeason, null)).status).toBe(401)
    expect((await call('POST', '', newSeason, fan)).status).toBe(403)
    expect((await call('GET', '', undefined, fan)).status).toBe(403)
    const rows = await selectRows<{ count: number }>(
      testDatabase.database,
      sql`SELECT count(*)::int AS count FROM league_seasons`,
    )
    expect(Number(rows[0]!.count)).toBe(0)
  })

  it('creates a draft season in a new competition, listed for staff', async () => {
    season = await read(await call('POST', '', newSeason), 201)
    expect(season).toMatchObject({
      name: '2031-32',
      seasonSlug: '2031-32',
      competition: { slug: 'northern-league', name: 'Northern League' },
      draft: true,
      current: false,
      teams: 0,
      startDate: '2031-09-01',
      endDate: '2032-05-31',
    })
    const list = (await (await call('GET', '')).json()) as StaffSeasonList
    expect(list.seasons.map((listed) => listed.id)).toEqual([season.id])
    expect(list.competitions).toEqual([{ slug: 'northern-league', name: 'Northern League' }])
    const audit = await selectRows<{ action: string }>(
      testDatabase.database,
      sql`SELECT action FROM staff_audit WHERE entity_id = ${String(season.id)}`,
    )
    expect(audit.map((entry) => entry.action)).toEqual(['season.create'])
  })

  it('refuses a second season of the same name and competition (409), and unknown ids (404)', async () => {
    const again = { ...newSeason, competition: { slug: 'northern-league' } }
    expect((await refusal(await call('POST', '', again), 409)).code).toBe('season_exists')
    expect((await refusal(await call('GET', '/99999'), 404)).code).toBe('unknown_season')
    expect((await call('POST', '/99999/teams', handTeam('Zenith'))).status).toBe(404)
  })

  it('adds five teams by hand: new clubs, venues and players with negative source ids', async () => {
    for (const name of clubNames) {
      season = await read(await call('POST', `/${season.id}/teams`, handTeam(name)), 201)
    }
    expect(season.teamList.map((team) => [team.club.code, team.venue?.name, team.players, team.source])).toEqual(
      clubNames.map((name) => [name.slice(0, 3).toUpperCase(), `${name} Hall`, 5, 'hand']),
    )
    const players = await selectRows<{ negative: boolean }>(
      testDatabase.database,
      sql`SELECT source_id = -id AS negative FROM players`,
    )
    expect(players).toHaveLength(25)
    expect(players.every((player) => player.negative)).toBe(true)
    const duplicate = await call('POST', `/${season.id}/teams`, handTeam('Aurora'))
    expect((await refusal(duplicate, 409)).code).toBe('club_code_taken')
  })

  it('writes nothing of a team whose venue is unknown (404), and takes a team out again', async () => {
    const unknownVenue = { ...handTeam('Zenith'), venue: { id: 999_999 } }
    expect((await refusal(await call('POST', `/${season.id}/teams`, unknownVenue), 404)).code).toBe('unknown_venue')
    const zenith = await selectRows<{ id: number }>(testDatabase.database, sql`SELECT id FROM clubs WHERE code = 'ZEN'`)
    expect(zenith).toEqual([])
    const withSixth = await read(await call('POST', `/${season.id}/teams`, handTeam('Zenith')), 201)
    const sixth = withSixth.teamList.find((team) => team.club.code === 'ZEN')!
    const withoutSixth = await read(await call('DELETE', `/${season.id}/teams/${sixth.id}`), 200)
    expect(withoutSixth.teamList.map((team) => team.club.code)).toEqual(['AUR', 'BOR', 'CAS', 'DEL', 'EQU'])
    expect((await call('DELETE', `/${season.id}/teams/${sixth.id}`)).status).toBe(404)
  })

  it('changes the draft’s format and refuses to publish it without a schedule', async () => {
    const { name, startDate, endDate, format } = newSeason
    const changed = { name, startDate, endDate, format: { ...format, tieBreak: 'euroleague' } }
    const updated = await read(await call('PATCH', `/${season.id}`, changed), 200)
    expect(updated.format?.tieBreak).toBe('euroleague')
    const backwards = { ...changed, endDate: '2031-01-01' }
    expect((await refusal(await call('PATCH', `/${season.id}`, backwards), 400)).code).toBe('dates_out_of_order')
    const early = await call('POST', `/${season.id}/publish`, { makeCurrent: true })
    expect((await refusal(early, 422)).code).toBe('no_schedule')
  })

  it('generates five rounds for five teams, each with two games and one bye', async () => {
    const body = {
      firstRoundDate: '2031-10-04',
      daysBetweenRounds: 7,
      time: '19:00',
      rounds: [{ number: 5, date: '2031-11-05', time: '20:30' }],
    }
    season = await read(await call('POST', `/${season.id}/schedule`, body), 200)
    expect(season.rounds).toHaveLength(5)
    expect(season.rounds.map((round) => [round.games.length, round.byes.length])).toEqual(
      Array.from({ length: 5 }, () => [2, 1]),
    )
    // Every team rests exactly once.
    expect(new Set(season.rounds.map((round) => round.byes[0]!.teamId)).size).toBe(5)
    expect(season.rounds.map((round) => round.games[0]!.date)).toEqual([
      '2031-10-04',
      '2031-10-11',
      '2031-10-18',
      '2031-10-25',
      '2031-11-05',
    ])
    expect(season.rounds[4]!.games[0]!.time).toBe('20:30')
    const first = season.rounds[0]!.games[0]!
    expect(first.venue?.name).toBe(`${first.home.name.replace(' Basket', '')} Hall`)
    expect(first.slug).toMatch(/^31-\d+$/)
    // Generating again replaces the draft's schedule.
    season = await read(await call('POST', `/${season.id}/schedule`, body), 200)
    expect(season.games).toBe(10)
  })

  it('refuses a round outside the season (422) and changes nothing', async () => {
    const before = season.rounds[0]!.games[0]!.id
    const body = { firstRoundDate: '2032-05-20', daysBetweenRounds: 7, time: '19:00' }
    expect((await refusal(await call('POST', `/${season.id}/schedule`, body), 422)).code).toBe('date_outside_season')
    const unchanged = await read(await call('GET', `/${season.id}`), 200)
    expect(unchanged.rounds[0]!.games[0]!.id).toBe(before)
  })

  it('moves a game, and refuses a clash of one team or a date outside the season', async () => {
    const [game, other] = season.rounds[0]!.games
    const moved = await read(
      await call('PATCH', `/${season.id}/games/${game!.id}`, { date: '2031-10-05', time: '18:00' }),
      200,
    )
    expect(moved.rounds[0]!.games.find((candidate) => candidate.id === game!.id)).toMatchObject({
      date: '2031-10-05',
      time: '18:00',
    })
    // A game of round 2 at the same date and time as a game of one of its teams.
    const sameTeam = season.rounds[1]!.games.find((candidate) =>
      [candidate.home.teamId, candidate.away.teamId].some((id) => [game!.home.teamId, game!.away.teamId].includes(id)),
    )!
    const clash = await call('PATCH', `/${season.id}/games/${sameTeam.id}`, { date: '2031-10-05', time: '18:00' })
    expect((await refusal(clash, 422)).code).toBe('team_clash')
    const outside = await call('PATCH', `/${season.id}/games/${other!.id}`, { date: '2033-01-01' })
    expect((await refusal(outside, 422)).code).toBe('date_outside_season')
    expect((await call('PATCH', `/${season.id}/games/999999`, { time: '17:00' })).status).toBe(404)
  })

  it('hides the draft from fans: seasons list, season page, game page', async () => {
    const seasons = (await (await publicGet('/seasons')).json()) as { slug: string }[] | { seasons: { slug: string }[] }
    expect(JSON.stringify(seasons)).not.toContain('2031-32')
    expect((await publicGet('/seasons/2031-32/leagues/northern-league/standings')).status).toBe(404)
    expect((await publicGet(`/games/${season.rounds[0]!.games[0]!.slug}`)).status).toBe(404)
  })

  it('publishes the season as the current one; fans see it and its table after a played round', async () => {
    season = await read(await call('POST', `/${season.id}/publish`, { makeCurrent: true }), 200)
    expect(season).toMatchObject({ draft: false, current: true })
    // Round 1 played on the live console: both lineups start, the home team scores, the operator ends the
    // game and the final box score is written as for any game.
    const clientId = await abaClientId(testDatabase.database)
    for (const game of season.rounds[0]!.games) {
      const live = await findLiveGame(testDatabase.database, clientId, game.slug)
      const lineup = (team: typeof live.setup.home) => ({
        type: 'starting_lineup' as const,
        teamId: team.id,
        playerIds: team.players.map((player) => player.id),
      })
      const scorer = live.setup.home.players[0]!.id
      const events: LoggedEvent['event'][] = [
        lineup(live.setup.home),
        lineup(live.setup.away),
        { type: 'period_start', period: 1 },
        { type: 'clock_start' },
        { type: 'shot', teamId: live.setup.home.id, playerId: scorer, points: 3, made: true },
      ]
      const start = Date.parse('2031-10-04T18:00:00Z')
      const state = stateFromLog(
        live.setup,
        events.map((event, index) => ({ sequence: index + 1, at: start + index * 10_000, event })),
      )
      await writeFinalBoxScore(testDatabase.database, live.id, state)
    }
    const late = await call('POST', `/${season.id}/teams`, handTeam('Zenith'))
    expect((await refusal(late, 422)).code).toBe('season_published')
    const response = await publicGet('/seasons/2031-32/leagues/northern-league/standings')
    const text = await response.text()
    expect([response.status, text]).toEqual([200, expect.any(String)])
    const table = JSON.parse(text) as Standings
    expect(table.standings).toHaveLength(5)
    // Two home wins in round 1; the team with the bye and the two losers have none.
    expect(table.standings.map((row) => row.won).sort()).toEqual([0, 0, 0, 1, 1])
    expect(table.standings.slice(0, 2).map((row) => row.won)).toEqual([1, 1])
    const staffView = await read(await call('GET', `/${season.id}`), 200)
    expect(staffView.playedGames).toBe(2)
    expect(staffView.playoffReady).toBe(false)
  })

  it('draws the semi-finals from the final table, then the final from their winners', async () => {
    const current = await read(await call('GET', `/${season.id}`), 200)
    for (const game of current.rounds
      .flatMap((round) => round.games)
      .filter((candidate) => candidate.status === 'scheduled')) {
      await finish(game.id, true)
    }
    const semis = await read(await call('POST', `/${season.id}/playoffs`), 201)
    const semiGames = semis.rounds.filter((round) => round.phase === 'semifinal')
    expect(semiGames.map((round) => round.games.length)).toEqual([2, 2, 2])
    // The higher seed wins games 1 and 2 of each semi-final.
    const higherSeeds = semiGames[0]!.games.map((game) => game.home.teamId)
    for (const round of semiGames.slice(0, 2)) {
      for (const game of round.games) {
        await finish(game.id, higherSeeds.includes(game.home.teamId))
      }
    }
    const final = await read(await call('POST', `/${season.id}/playoffs`), 201)
    expect(final.rounds.filter((round) => round.phase === 'semifinal')).toHaveLength(2)
    const finalGames = final.rounds.filter((round) => round.phase === 'final')
    // Best of 5, 2-2-1: the better-ranked semi-final winner at home in games 1, 2 and 5.
    expect(finalGames).toHaveLength(5)
    const firstGame = finalGames[0]!.games[0]!
    expect([firstGame.home.teamId, firstGame.away.teamId].sort()).toEqual([...higherSeeds].sort())
    expect(finalGames.map((round) => round.games[0]!.home.teamId === firstGame.home.teamId)).toEqual([
      true,
      true,
      false,
      false,
      true,
    ])
  })
})
