// What a manager sees of a private league: the all-vs-all ranking by points since the league's start round,
// or the head-to-head table and the fixtures of each round; and the list of a squad's leagues.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import {
  maximumMembers,
  type FantasyLeague,
  type FantasyLeagueSummary,
  type HeadToHeadRound,
  type SquadFantasyLeagues,
} from '../../contract/fantasy-leagues.ts'
import type { Database } from '../../db/connection.ts'
import { users } from '../../db/schema/accounts.ts'
import { fantasyFixtures, fantasyLeagueMembers, fantasySquadRounds, fantasySquads } from '../../db/schema/fantasy.ts'
import { fantasyRounds, type FantasyRound } from './rounds.ts'
import { ownSquad, privateLeague, type LeagueReader } from './private-leagues.ts'
import {
  ensureLeagueStarted,
  startRoundLocked,
  type FantasyClock,
  type PrivateLeagueRow,
} from './private-leagues-head-to-head.ts'
import { headToHeadTable, type HeadToHeadResult } from '@league/stats/fantasy/head-to-head'
import { rankByPoints } from '@league/stats/fantasy/ranking'
import { roundToHundredths } from '@league/stats/fantasy/rounding'

type Member = { squadId: number; squadName: string; managerName: string; userId: number | null }

/** The league's squads in the order they joined, with their managers' display names. */
export async function leagueMembers(database: Database, leagueId: number): Promise<Member[]> {
  const rows = await database
    .select({
      squadId: fantasySquads.id,
      squadName: fantasySquads.name,
      userName: users.name,
      userId: fantasySquads.userId,
    })
    .from(fantasyLeagueMembers)
    .innerJoin(fantasySquads, eq(fantasySquads.id, fantasyLeagueMembers.squadId))
    .leftJoin(users, eq(users.id, fantasySquads.userId))
    .where(eq(fantasyLeagueMembers.leagueId, leagueId))
    .orderBy(asc(fantasyLeagueMembers.joinedAt), asc(fantasyLeagueMembers.squadId))
  // A demo manager has no account: his squad's name stands for him.
  return rows.map((row) => ({ ...row, managerName: row.userName ?? row.squadName }))
}

/** Each member's points summed over the rounds from the league's start round. */
async function pointsSince(database: Database, squadIds: number[], startRound: number): Promise<Map<number, number>> {
  if (squadIds.length === 0) {
    return new Map()
  }
  const rows = await database
    .select({ squadId: fantasySquadRounds.squadId, points: sql<number>`sum(${fantasySquadRounds.points})` })
    .from(fantasySquadRounds)
    .where(and(inArray(fantasySquadRounds.squadId, squadIds), gte(fantasySquadRounds.round, startRound)))
    .groupBy(fantasySquadRounds.squadId)
  return new Map(rows.map((row) => [row.squadId, roundToHundredths(Number(row.points))]))
}

function allVsAllRanking(members: Member[], points: ReadonlyMap<number, number>) {
  const rows = members.map((member) => ({
    squadId: member.squadId,
    squadName: member.squadName,
    managerName: member.managerName,
    points: points.get(member.squadId) ?? 0,
  }))
  return rankByPoints(rows, (row) => row.points)
}

async function headToHeadParts(database: Database, leagueId: number, members: Member[]) {
  const fixtures = await database
    .select()
    .from(fantasyFixtures)
    .where(eq(fantasyFixtures.leagueId, leagueId))
    .orderBy(asc(fantasyFixtures.round), asc(fantasyFixtures.id))
  const scored: HeadToHeadResult[] = fixtures.map((fixture) => ({
    round: fixture.round,
    home: fixture.homeSquadId,
    away: fixture.awaySquadId,
    homePoints: fixture.homePoints,
    awayPoints: fixture.awayPoints,
    ...(fixture.result === null ? {} : { outcome: fixture.result }),
  }))
  const byId = new Map(members.map((member) => [member.squadId, member]))
  const computed = new Map(headToHeadTable(scored).map((row) => [row.squadId, row]))
  // Every member has a row, also before the first result; the table's order, then the joining order.
  const order = [...computed.keys(), ...members.map((member) => member.squadId).filter((id) => !computed.has(id))]
  const table = order.flatMap((squadId, index) => {
    const member = byId.get(squadId)
    if (member === undefined) {
      return []
    }
    const row = computed.get(squadId)
    const zero = { played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, leaguePoints: 0 }
    const { squadId: _squadId, ...record } = row ?? { squadId, ...zero }
    return [{ rank: index + 1, squadId, squadName: member.squadName, managerName: member.managerName, ...record }]
  })
  const side = (squadId: number | null, points: number | null) => {
    const member = squadId === null ? undefined : byId.get(squadId)
    return {
      squadId,
      squadName: member?.squadName ?? null,
      managerName: member?.managerName ?? null,
      isBot: squadId === null,
      points,
    }
  }
  const rounds: HeadToHeadRound[] = []
  for (const fixture of fixtures) {
    let round = rounds.at(-1)
    if (round === undefined || round.round !== fixture.round) {
      round = { round: fixture.round, fixtures: [] }
      rounds.push(round)
    }
    round.fixtures.push({
      id: fixture.id,
      home: side(fixture.homeSquadId, fixture.homePoints),
      away: side(fixture.awaySquadId, fixture.awayPoints),
      result: fixture.result,
    })
  }
  return { table, rounds }
}

/** The league as the reader sees it; the invite code only when one of the reader's squads is a member. */
async function viewOf(
  database: Database,
  reader: LeagueReader,
  league: PrivateLeagueRow,
  rounds: readonly FantasyRound[],
): Promise<FantasyLeague> {
  const members = await leagueMembers(database, league.id)
  const viewerSquadIds = members.filter((member) => member.userId === reader.userId).map((member) => member.squadId)
  const common = {
    id: league.id,
    name: league.name,
    code: viewerSquadIds.length > 0 ? league.code : null,
    membersCount: members.length,
    maximumMembers: maximumMembers[league.kind],
    startRound: league.startRound,
    ownerSquadId: league.ownerSquadId,
    viewerSquadIds,
    season: league.season,
    league: league.league,
  }
  if (league.kind === 'all-vs-all') {
    const points = await pointsSince(
      database,
      members.map((member) => member.squadId),
      league.startRound,
    )
    const ranking = allVsAllRanking(members, points)
    return { ...common, kind: 'all-vs-all', started: startRoundLocked(league, rounds), ranking }
  }
  const { table, rounds: fixtureRounds } = await headToHeadParts(database, league.id, members)
  return { ...common, kind: 'head-to-head', started: league.startedAt !== null, table, rounds: fixtureRounds }
}

/**
 * A private league of the client league for a signed-in reader (a head-to-head league whose start round has
 * locked starts on this read).
 */
export async function privateLeagueView(
  database: Database,
  reader: LeagueReader,
  clock: FantasyClock,
  leagueId: number,
): Promise<FantasyLeague> {
  const found = await privateLeague(database, reader.clientId, leagueId)
  const rounds = await fantasyRounds(database, found.leagueSeasonId, clock)
  const league = await ensureLeagueStarted(database, found, clock, rounds)
  return viewOf(database, reader, league, rounds)
}

/** The leagues the reader's squad plays in, with its place in each, the newest league first. */
export async function squadPrivateLeagues(
  database: Database,
  reader: LeagueReader,
  clock: FantasyClock,
  squadId: number,
): Promise<SquadFantasyLeagues> {
  const squad = await ownSquad(database, reader, squadId)
  const memberships = await database
    .select({ leagueId: fantasyLeagueMembers.leagueId })
    .from(fantasyLeagueMembers)
    .where(eq(fantasyLeagueMembers.squadId, squad.id))
    .orderBy(sql`${fantasyLeagueMembers.leagueId} desc`)
  const rounds = await fantasyRounds(database, squad.leagueSeasonId, clock)
  const leagues: FantasyLeagueSummary[] = []
  for (const { leagueId } of memberships) {
    const league = await ensureLeagueStarted(
      database,
      await privateLeague(database, reader.clientId, leagueId),
      clock,
      rounds,
    )
    const view = await viewOf(database, reader, league, rounds)
    const rows = view.kind === 'all-vs-all' ? view.ranking : view.table
    leagues.push({
      id: view.id,
      name: view.name,
      kind: view.kind,
      code: league.code,
      membersCount: view.membersCount,
      maximumMembers: view.maximumMembers,
      startRound: view.startRound,
      started: view.started,
      isOwner: league.ownerSquadId === squad.id,
      rank: rows.find((row) => row.squadId === squad.id)?.rank ?? null,
    })
  }
  return { squadId: squad.id, leagues }
}
