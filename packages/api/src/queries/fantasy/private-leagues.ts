// Private fantasy leagues: creating one with an invite code, joining by the code, leaving. A league belongs to
// one league season; a squad joins with the manager's own squad of that season. A head-to-head league is
// closed once its fixtures are drawn (see private-leagues-head-to-head.ts), so its schedule never changes.
import { randomInt } from 'node:crypto'
import { and, asc, count, eq, ne } from 'drizzle-orm'
import {
  inviteCodeAlphabet,
  inviteCodeLength,
  maximumMembers,
  type FantasyLeagueKind,
} from '../../contract/fantasy-leagues.ts'
import type { Database } from '../../db/connection.ts'
import { fantasyLeagueMembers, fantasyLeagues, fantasySquads } from '../../db/schema/fantasy.ts'
import { competitions, leagueSeasons, seasons } from '../../db/schema/league.ts'
import { fantasyRounds, openRound } from './rounds.ts'
import { PrivateLeagueError } from './private-leagues-errors.ts'
import {
  ensureLeagueStarted,
  startLeague,
  type FantasyClock,
  type PrivateLeagueRow,
} from './private-leagues-head-to-head.ts'

/** Who asks: the signed-in user in the request's client league. */
export type LeagueReader = { userId: number; clientId: number }

export type OwnSquad = { id: number; name: string; leagueSeasonId: number }

/** A fresh invite code: 8 characters of 32 (40 bits), drawn by the system's cryptographic generator. */
export function newInviteCode(): string {
  let code = ''
  for (let index = 0; index < inviteCodeLength; index++) {
    code += inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)]
  }
  return code
}

/** A typed code as stored: upper-case, without the spaces or dashes a fan may add when copying it. */
export function normalizeInviteCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase()
}

/** The reader's own squad in this client league, else `squad_not_found` (another's squad is not told apart). */
export async function ownSquad(database: Database, reader: LeagueReader, squadId: number): Promise<OwnSquad> {
  const [squad] = await database
    .select({ id: fantasySquads.id, name: fantasySquads.name, leagueSeasonId: fantasySquads.leagueSeasonId })
    .from(fantasySquads)
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, fantasySquads.leagueSeasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .where(
      and(
        eq(fantasySquads.id, squadId),
        eq(fantasySquads.userId, reader.userId),
        eq(competitions.clientId, reader.clientId),
      ),
    )
    .limit(1)
  if (squad === undefined) {
    throw new PrivateLeagueError('squad_not_found', { squad: squadId })
  }
  return squad
}

async function findLeague(database: Database, clientId: number, condition: ReturnType<typeof eq>) {
  const [row] = await database
    .select({ league: fantasyLeagues, season: seasons.slug, competition: competitions.slug })
    .from(fantasyLeagues)
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, fantasyLeagues.leagueSeasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .innerJoin(seasons, eq(seasons.id, leagueSeasons.seasonId))
    .where(and(condition, eq(competitions.clientId, clientId)))
    .limit(1)
  return row === undefined ? undefined : { ...row.league, season: row.season, league: row.competition }
}

/** A private league of this client league by id, else `league_not_found`. */
export async function privateLeague(database: Database, clientId: number, leagueId: number): Promise<PrivateLeagueRow> {
  const league = await findLeague(database, clientId, eq(fantasyLeagues.id, leagueId))
  if (league === undefined) {
    throw new PrivateLeagueError('league_not_found', { league: leagueId })
  }
  return league
}

export async function memberCount(database: Database, leagueId: number): Promise<number> {
  const [row] = await database
    .select({ members: count() })
    .from(fantasyLeagueMembers)
    .where(eq(fantasyLeagueMembers.leagueId, leagueId))
  return row?.members ?? 0
}

async function isMember(database: Database, leagueId: number, squadId: number): Promise<boolean> {
  const rows = await database
    .select({ squadId: fantasyLeagueMembers.squadId })
    .from(fantasyLeagueMembers)
    .where(and(eq(fantasyLeagueMembers.leagueId, leagueId), eq(fantasyLeagueMembers.squadId, squadId)))
    .limit(1)
  return rows.length > 0
}

export type CreateLeagueRequest = { name: string; kind: FantasyLeagueKind; squadId: number }

/**
 * Creates a league owned by the reader's squad, which is its first member; it counts from the open round.
 * @example
 * await createPrivateLeague(database, reader, clock, { name: 'Office', kind: 'head-to-head', squadId: 7 })
 * // { id: 1, code: 'K7WQ3MZP', startRound: 13, … }
 */
export async function createPrivateLeague(
  database: Database,
  reader: LeagueReader,
  clock: FantasyClock,
  request: CreateLeagueRequest,
): Promise<typeof fantasyLeagues.$inferSelect> {
  const squad = await ownSquad(database, reader, request.squadId)
  const startRound = openRound(await fantasyRounds(database, squad.leagueSeasonId, clock))
  if (startRound === undefined) {
    throw new PrivateLeagueError('season_over')
  }
  return database.transaction(async (transaction) => {
    // A code already taken (one chance in a trillion) is drawn again, without aborting the transaction.
    for (;;) {
      const [league] = await transaction
        .insert(fantasyLeagues)
        .values({
          leagueSeasonId: squad.leagueSeasonId,
          name: request.name,
          code: newInviteCode(),
          kind: request.kind,
          ownerSquadId: squad.id,
          startRound: startRound.sequence,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning()
      if (league !== undefined) {
        await transaction
          .insert(fantasyLeagueMembers)
          .values({ leagueId: league.id, squadId: squad.id, joinedAt: clock.now() })
        return league
      }
    }
  })
}

/**
 * Joins the reader's squad to the league of the invite code (any case). Refused: an unknown code, a squad of
 * another season, a squad already in, a head-to-head league that has started, a full league.
 */
export async function joinPrivateLeague(
  database: Database,
  reader: LeagueReader,
  clock: FantasyClock,
  request: { code: string; squadId: number },
): Promise<PrivateLeagueRow> {
  const code = normalizeInviteCode(request.code)
  const found = await findLeague(database, reader.clientId, eq(fantasyLeagues.code, code))
  if (found === undefined) {
    throw new PrivateLeagueError('code_not_found', { code: request.code.trim() })
  }
  const squad = await ownSquad(database, reader, request.squadId)
  const names = { name: found.name, squad: squad.name }
  if (squad.leagueSeasonId !== found.leagueSeasonId) {
    throw new PrivateLeagueError('wrong_season', names)
  }
  const league = await ensureLeagueStarted(database, found, clock)
  await database.transaction(async (transaction) => {
    // The league's row is locked so that two joins at once cannot both take the last place.
    const [locked] = await transaction
      .select({ startedAt: fantasyLeagues.startedAt })
      .from(fantasyLeagues)
      .where(eq(fantasyLeagues.id, league.id))
      .for('update')
    if (await isMember(transaction, league.id, squad.id)) {
      throw new PrivateLeagueError('already_member', names)
    }
    if (league.kind === 'head-to-head' && (locked?.startedAt ?? null) !== null) {
      throw new PrivateLeagueError('league_started', names)
    }
    const maximum = maximumMembers[league.kind]
    if ((await memberCount(transaction, league.id)) >= maximum) {
      throw new PrivateLeagueError('league_full', { ...names, maximum })
    }
    await transaction
      .insert(fantasyLeagueMembers)
      .values({ leagueId: league.id, squadId: squad.id, joinedAt: clock.now() })
  })
  return league
}

/**
 * Takes the reader's squad out of a league. Refused once a head-to-head league has started (its fixtures name
 * the squad). The owner's place passes to the member who joined next; the last one out deletes the league.
 */
export async function leavePrivateLeague(
  database: Database,
  reader: LeagueReader,
  clock: FantasyClock,
  request: { leagueId: number; squadId: number },
): Promise<{ leagueDeleted: boolean; league: PrivateLeagueRow; squad: OwnSquad }> {
  const squad = await ownSquad(database, reader, request.squadId)
  const league = await ensureLeagueStarted(
    database,
    await privateLeague(database, reader.clientId, request.leagueId),
    clock,
  )
  const names = { name: league.name, squad: squad.name }
  if (!(await isMember(database, league.id, squad.id))) {
    throw new PrivateLeagueError('not_member', names)
  }
  if (league.kind === 'head-to-head' && league.startedAt !== null) {
    throw new PrivateLeagueError('league_started', names)
  }
  const leagueDeleted = await database.transaction(async (transaction) => {
    await transaction
      .delete(fantasyLeagueMembers)
      .where(and(eq(fantasyLeagueMembers.leagueId, league.id), eq(fantasyLeagueMembers.squadId, squad.id)))
    const [next] = await transaction
      .select({ squadId: fantasyLeagueMembers.squadId })
      .from(fantasyLeagueMembers)
      .where(and(eq(fantasyLeagueMembers.leagueId, league.id), ne(fantasyLeagueMembers.squadId, squad.id)))
      .orderBy(asc(fantasyLeagueMembers.joinedAt), asc(fantasyLeagueMembers.squadId))
      .limit(1)
    if (next === undefined) {
      await transaction.delete(fantasyLeagues).where(eq(fantasyLeagues.id, league.id))
      return true
    }
    if (league.ownerSquadId === squad.id) {
      await transaction
        .update(fantasyLeagues)
        .set({ ownerSquadId: next.squadId })
        .where(eq(fantasyLeagues.id, league.id))
    }
    return false
  })
  return { leagueDeleted, league, squad }
}

/** The owner starts his head-to-head league before its start round locks (it needs at least two squads). */
export async function startLeagueByOwner(
  database: Database,
  reader: LeagueReader,
  clock: FantasyClock,
  leagueId: number,
): Promise<Date> {
  const league = await ensureLeagueStarted(database, await privateLeague(database, reader.clientId, leagueId), clock)
  const names = { name: league.name }
  if (league.kind !== 'head-to-head') {
    throw new PrivateLeagueError('not_head_to_head', names)
  }
  const [owner] = await database
    .select({ userId: fantasySquads.userId })
    .from(fantasySquads)
    .where(eq(fantasySquads.id, league.ownerSquadId))
  if (owner?.userId !== reader.userId) {
    throw new PrivateLeagueError('not_owner', names)
  }
  if (league.startedAt !== null) {
    throw new PrivateLeagueError('league_started', names)
  }
  if ((await memberCount(database, league.id)) < 2) {
    throw new PrivateLeagueError('too_few_members', names)
  }
  return startLeague(database, league.id, clock)
}
