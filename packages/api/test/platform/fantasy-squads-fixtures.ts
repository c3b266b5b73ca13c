// The fantasy squad tests' world: ABA League 2022-23 imported once, one app per demo-clock moment around round
// 12 (open, in play, over), signed-in fans, and squads built from the real candidates and prices.
import { randomBytes } from 'node:crypto'
import { createDemoClock, type DemoClock } from '@league/client-league/demo-clock'
import { sql } from 'drizzle-orm'
import type { FantasySquad, FantasySquadError, FantasyPickInput } from '../../src/contract/fantasy-squads.ts'
import { selectRows } from '../../src/db/connection.ts'
import { fantasyCandidates, type FantasyCandidate } from '../../src/queries/fantasy/catalogue.ts'
import { fantasyRounds, type FantasyRound } from '../../src/queries/fantasy/rounds.ts'
import {
  abaOrigin,
  createTestApp,
  jsonRequest,
  markAddressVerified,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'

/** Round 12 of 2022-23 (22–27 December) is open: round 11 ended on the 19th. */
export const openClock = createDemoClock('2022-12-20T12:00:00Z')
/** Round 12 in play: MZT Skopje – Split was played on the 22nd (19:00 in Belgrade), the rest is still to come. */
export const inPlayClock = createDemoClock('2022-12-22T21:00:00Z')
/** Round 12 is over (its last game on the 27th), round 13 opens (first tip-off on the 28th). */
export const nextRoundClock = createDemoClock('2022-12-27T22:00:00Z')

export const squadsPath = '/v2/website/user/fantasy/2022-23/aba-league/squads'
export const squadPath = (id: number) => `/v2/website/user/fantasy/squads/${id}`

export type World = {
  opened: TestDatabase
  leagueSeasonId: number
  apps: { open: TestApp; inPlay: TestApp; nextRound: TestApp }
  candidates: Map<number, FantasyCandidate>
  rounds: FantasyRound[]
}

export async function createWorld(): Promise<World> {
  const opened = await openImportedTestDatabase('pglite')
  const [row] = await selectRows<{ id: number }>(
    opened.database,
    sql`SELECT ls.id FROM league_seasons ls JOIN seasons s ON s.id = ls.season_id
        JOIN competitions c ON c.id = ls.competition_id WHERE s.slug = '2022-23' AND c.slug = 'aba-league'`,
  )
  if (row === undefined) {
    throw new Error('ABA League 2022-23 was not imported')
  }
  // One token secret for the three apps: a fan signed in on one is signed in on the others.
  const jwtSecret = new Uint8Array(randomBytes(32))
  const app = (clock: DemoClock) => createTestApp(opened.database, { demoClock: clock, jwtSecret })
  return {
    opened,
    leagueSeasonId: row.id,
    apps: { open: app(openClock), inPlay: app(inPlayClock), nextRound: app(nextRoundClock) },
    candidates: await fantasyCandidates(opened.database, row.id, openClock),
    rounds: await fantasyRounds(opened.database, row.id, openClock),
  }
}

/** A signed-in fan with a verified address: the bearer token. */
export async function fan(world: World, label: string): Promise<string> {
  const email = uniqueEmail(label)
  const token = await signUp(world.apps.open, email, { name: label })
  await markAddressVerified(world.opened.database, email)
  return token
}

export type Answer<Body> = { status: number; body: Body }

export async function send<Body = FantasySquad>(
  app: TestApp,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<Body>> {
  const authorization = { Authorization: `Bearer ${token}`, ...headers }
  const init =
    body === undefined
      ? { method, headers: { Origin: abaOrigin, ...authorization } }
      : jsonRequest(method, body, authorization)
  const response = await app.request(path, init)
  return { status: response.status, body: (await response.json()) as Body }
}

export type Refusal = Answer<FantasySquadError>

/** Which teams' players are locked in the in-play moment: the two of 22 December. */
export function teamsOfDay(world: World, round: number, date: string): Set<number> {
  const games = world.rounds.find((candidate) => candidate.sequence === round)?.games ?? []
  return new Set(games.filter((game) => game.date === date).flatMap((game) => [game.homeTeamId, game.awayTeamId]))
}

type Choice = { exclude?: ReadonlySet<number>; preferTeams?: ReadonlySet<number>; expensive?: boolean }

/**
 * A valid ELF squad (4 guards, 4 forwards, 2 centres, at most 6 per club, 2-2-1 on court, a guard as sixth man)
 * of the cheapest candidates (or the dearest), taking players of `preferTeams` first for the court's first guard.
 */
export function buildSquad(world: World, choice: Choice = {}): FantasyPickInput[] {
  const byPrice = [...world.candidates.values()]
    .filter((candidate) => !(choice.exclude?.has(candidate.playerId) ?? false))
    .sort(
      (a, b) =>
        (choice.expensive === true ? b.priceTenths - a.priceTenths : a.priceTenths - b.priceTenths) ||
        a.playerId - b.playerId,
    )
  const perClub = new Map<number, number>()
  const take = (position: FantasyCandidate['position'], count: number, teams?: ReadonlySet<number>) => {
    const chosen: FantasyCandidate[] = []
    for (const candidate of byPrice) {
      const clubCount = perClub.get(candidate.clubId) ?? 0
      const fits = teams === undefined || teams.has(candidate.seasonTeamId)
      if (
        chosen.length < count &&
        candidate.position === position &&
        clubCount < 6 &&
        fits &&
        !taken.has(candidate.playerId)
      ) {
        chosen.push(candidate)
        taken.add(candidate.playerId)
        perClub.set(candidate.clubId, clubCount + 1)
      }
    }
    return chosen
  }
  const taken = new Set<number>()
  const firstGuard = take('guard', 1, choice.preferTeams)
  const guards = [...firstGuard, ...take('guard', 4 - firstGuard.length)]
  const forwards = take('forward', 4)
  const centres = take('centre', 2)
  const court = [guards[0], guards[1], forwards[0], forwards[1], centres[0]]
  const sixth = guards[2]
  const bench = [guards[3], forwards[2], forwards[3], centres[1]]
  return [
    ...court.map((player, index) => ({ playerId: player!.playerId, slot: 'court' as const, captain: index === 0 })),
    { playerId: sixth!.playerId, slot: 'sixth' as const, captain: false },
    ...bench.map((player) => ({ playerId: player!.playerId, slot: 'bench' as const, captain: false })),
  ]
}

/** The sum of the picks' current prices, in tenths. */
export function costTenths(world: World, picks: readonly FantasyPickInput[]): number {
  return picks.reduce((total, pick) => total + (world.candidates.get(pick.playerId)?.priceTenths ?? 0), 0)
}
