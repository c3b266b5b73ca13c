// The world the private-league tests play in: ABA League 2022-23 imported, a demo clock the tests move, fans
// signed in, and squads with round scores written straight into the tables (squad building and scoring are
// other modules' business; here only their results matter).
import { createDemoClock, type DemoClock } from '@league/client-league/demo-clock'
import { and, eq } from 'drizzle-orm'
import { findUserByEmail } from '../../src/auth/users.ts'
import type { FantasyLeague } from '../../src/contract/fantasy-leagues.ts'
import type { Database } from '../../src/db/connection.ts'
import { fantasySquadRounds, fantasySquads, type FantasySnapshotPick } from '../../src/db/schema/fantasy.ts'
import { competitions, leagueSeasons, seasons } from '../../src/db/schema/league.ts'
import { fantasyRounds, type FantasyRound } from '../../src/queries/fantasy/rounds.ts'
import { abaOrigin, createTestApp, jsonRequest, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'

/** A demo clock the test moves: `set('2022-12-20T12:00:00Z')`. */
export type MovableClock = DemoClock & { set(moment: string | Date): void }

export function movableClock(start: string): MovableClock {
  const clock = createDemoClock(start)
  return Object.assign(clock, { set: (next: string | Date) => clock.advanceTo(new Date(next)) })
}

export type Manager = { token: string; userId: number }
export type Answer<Body> = { status: number; body: Body }
export type ErrorAnswer = { error: { code: string; message: string } }

export type LeagueWorld = {
  database: Database
  app: TestApp
  clock: MovableClock
  leagueSeasonId: number
  /** The round open at the clock's start (2022-12-20: round 13). */
  openRound: FantasyRound
  rounds: FantasyRound[]
  manager(label: string): Promise<Manager>
  squad(manager: Manager | null, name: string, extra?: Partial<typeof fantasySquads.$inferInsert>): Promise<number>
  score(squadId: number, round: number, points: number, picks?: FantasySnapshotPick[]): Promise<void>
  send<Body>(method: string, path: string, manager: Manager, body?: unknown, language?: string): Promise<Answer<Body>>
  create(manager: Manager, squadId: number, kind: FantasyLeague['kind'], name?: string): Promise<FantasyLeague>
  dispose(): Promise<void>
}

/** The 2022-23 season on a fresh database of `databaseKind`, the clock on 2022-12-20 (round 13 open). */
export async function openLeagueWorld(databaseKind: TestDatabase['kind']): Promise<LeagueWorld> {
  const opened = await openImportedTestDatabase(databaseKind)
  const database = opened.database
  const clock = movableClock('2022-12-20T12:00:00Z')
  const app = createTestApp(database, { demoClock: clock })
  const [season] = await database
    .select({ id: leagueSeasons.id })
    .from(leagueSeasons)
    .innerJoin(seasons, eq(seasons.id, leagueSeasons.seasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .where(and(eq(seasons.slug, '2022-23')))
  if (season === undefined) {
    throw new Error('2022-23 was not imported')
  }
  const rounds = await fantasyRounds(database, season.id, clock)
  const openRound = rounds.find((round) => round.status === 'open')
  if (openRound === undefined) {
    throw new Error('No open round on 2022-12-20')
  }

  const send = async <Body>(method: string, path: string, manager: Manager, body?: unknown, language = 'en') => {
    const headers = { Authorization: `Bearer ${manager.token}`, 'Accept-Language': language, Origin: abaOrigin }
    const init = body === undefined ? { method, headers } : jsonRequest(method, body, headers)
    const response = await app.request(`/v2/website${path}`, init)
    return { status: response.status, body: (await response.json()) as Body }
  }

  return {
    database,
    app,
    clock,
    leagueSeasonId: season.id,
    openRound,
    rounds,
    manager: async (label) => {
      const email = uniqueEmail(label)
      const token = await signUp(app, email, { name: label })
      const user = await findUserByEmail(database, email)
      return { token, userId: user?.id ?? 0 }
    },
    squad: async (manager, name, extra = {}) => {
      const [row] = await database
        .insert(fantasySquads)
        .values({
          leagueSeasonId: season.id,
          userId: manager?.userId ?? null,
          isDemo: manager === null,
          name,
          bankTenths: 0,
          joinedRound: 1,
          ...extra,
        })
        .returning({ id: fantasySquads.id })
      return row?.id ?? 0
    },
    score: async (squadId, round, points, picks = []) => {
      await database
        .insert(fantasySquadRounds)
        .values({ squadId, round, points, picks })
        .onConflictDoUpdate({ target: [fantasySquadRounds.squadId, fantasySquadRounds.round], set: { points, picks } })
    },
    send,
    create: async (manager, squadId, kind, name = `${kind} league`) => {
      const { status, body } = await send<FantasyLeague>('POST', '/user/fantasy/leagues', manager, {
        name,
        kind,
        squadId,
      })
      if (status !== 201) {
        throw new Error(`Creating a league answered ${status}: ${JSON.stringify(body)}`)
      }
      return body
    },
    dispose: () => opened.dispose(),
  }
}
