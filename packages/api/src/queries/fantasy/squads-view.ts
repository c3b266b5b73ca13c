// A squad as its manager sees it: the picks with current prices, the bank and value, the formation, the open
// round and the one in play, transfers left, chips, and points. Other helpers (live page, profile) read it too.
import { formationOf } from '@league/stats/fantasy/squad'
import type { FantasyChip } from '@league/stats/fantasy/rules'
import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { FantasySquad, FantasySquadPick } from '../../contract/fantasy-squads.ts'
import type { Database } from '../../db/connection.ts'
import { players } from '../../db/schema/clubs-and-players.ts'
import { fantasySquadPicks, fantasySquadRounds, fantasySquads, fantasyTransfers } from '../../db/schema/fantasy.ts'
import { leagueSeasons, competitions, seasons } from '../../db/schema/league-seasons.ts'
import type { FantasyRound } from './rounds.ts'
import {
  lockedPlayers,
  lockedRoundOf,
  loadSquadSeason,
  transfersLeft,
  type SquadClock,
  type SquadSeason,
} from './squads-season.ts'

export type SquadRow = typeof fantasySquads.$inferSelect

const credits = (tenths: number) => tenths / 10

function roundOf(round: FantasyRound | undefined) {
  return round === undefined
    ? null
    : { sequence: round.sequence, name: round.name, locksAt: round.locksAt?.toISOString() ?? null }
}

export async function squadRow(database: Database, squadId: number): Promise<SquadRow | undefined> {
  const [row] = await database.select().from(fantasySquads).where(eq(fantasySquads.id, squadId)).limit(1)
  return row
}

async function slugsOf(database: Database, leagueSeasonId: number) {
  const [row] = await database
    .select({ season: seasons.slug, league: competitions.slug })
    .from(leagueSeasons)
    .innerJoin(seasons, eq(seasons.id, leagueSeasons.seasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .where(eq(leagueSeasons.id, leagueSeasonId))
  return row ?? { season: '', league: '' }
}

async function picksOf(database: Database, squad: SquadRow, season: SquadSeason): Promise<FantasySquadPick[]> {
  const rows = await database
    .select({ pick: fantasySquadPicks, slug: players.slug, name: players.name })
    .from(fantasySquadPicks)
    .innerJoin(players, eq(players.id, fantasySquadPicks.playerId))
    .where(eq(fantasySquadPicks.squadId, squad.id))
    .orderBy(asc(fantasySquadPicks.benchOrder), asc(fantasySquadPicks.playerId))
  const locked = lockedPlayers(season, lockedRoundOf(season, squad.joinedRound))
  const slotOrder = { court: 0, sixth: 1, bench: 2 } as const
  const positionOrder = { guard: 0, forward: 1, centre: 2 } as const
  return rows
    .map(({ pick, slug, name }) => {
      const candidate = season.candidates.get(pick.playerId)
      return {
        playerId: pick.playerId,
        slug,
        name,
        club:
          candidate === undefined
            ? { id: 0, slug: '', name: '' }
            : { id: candidate.clubId, slug: candidate.clubSlug, name: candidate.clubName },
        position: pick.position,
        price: credits(candidate?.priceTenths ?? pick.boughtPriceTenths),
        boughtPrice: credits(pick.boughtPriceTenths),
        slot: pick.slot,
        benchOrder: pick.benchOrder,
        captain: pick.captain,
        locked: locked.has(pick.playerId),
      }
    })
    .sort(
      (a, b) =>
        slotOrder[a.slot] - slotOrder[b.slot] ||
        a.benchOrder - b.benchOrder ||
        positionOrder[a.position] - positionOrder[b.position] ||
        a.playerId - b.playerId,
    )
}

async function transfersMade(database: Database, squadId: number, round: FantasyRound | undefined) {
  if (round === undefined) {
    return 0
  }
  const [row] = await database
    .select({ made: count() })
    .from(fantasyTransfers)
    .where(and(eq(fantasyTransfers.squadId, squadId), eq(fantasyTransfers.round, round.sequence)))
  return Number(row?.made ?? 0)
}

async function lastRoundPoints(database: Database, squadId: number): Promise<number | null> {
  const [row] = await database
    .select({ points: fantasySquadRounds.points })
    .from(fantasySquadRounds)
    .where(eq(fantasySquadRounds.squadId, squadId))
    .orderBy(desc(fantasySquadRounds.round))
    .limit(1)
  return row?.points ?? null
}

/** The view of a squad row with its league season already loaded (a list of squads loads it once). */
export async function viewOfSquad(database: Database, squad: SquadRow, season: SquadSeason): Promise<FantasySquad> {
  const [slugs, picks, made, roundPoints] = await Promise.all([
    slugsOf(database, squad.leagueSeasonId),
    picksOf(database, squad, season),
    transfersMade(database, squad.id, season.openRound),
    lastRoundPoints(database, squad.id),
  ])
  const used = Object.entries(squad.chipsUsed) as [FantasyChip, number][]
  const value = picks.reduce((total, pick) => total + Math.round(pick.price * 10), 0)
  return {
    id: squad.id,
    name: squad.name,
    version: squad.version,
    season: slugs.season,
    league: slugs.league,
    bank: credits(squad.bankTenths),
    squadValue: credits(value),
    picks,
    formation: picks.length === 0 ? null : formationOf(picks, season.candidates),
    openRound: roundOf(season.openRound),
    roundInPlay: roundOf(season.roundInPlay),
    transfers: { made, left: transfersLeft(season, squad, made) },
    chips: {
      available: season.rules.chips.filter((chip) => squad.chipsUsed[chip] === undefined),
      used: used.map(([chip, round]) => ({ chip, round })).sort((a, b) => a.round - b.round),
    },
    totalPoints: squad.totalPoints,
    roundPoints,
    joinedRound: squad.joinedRound,
    entryPoints: squad.entryPoints,
  }
}

/**
 * The squad as its manager sees it at the clock's moment, undefined when there is no such squad (no ownership
 * check: callers check who asks).
 * @example
 * const view = await squadView(database, 12, context.var.demoClock)
 * view.transfers.left // 3, or 'unlimited' in the play-offs
 */
export async function squadView(
  database: Database,
  squadId: number,
  clock: SquadClock,
  season?: SquadSeason,
): Promise<FantasySquad | undefined> {
  const squad = await squadRow(database, squadId)
  if (squad === undefined) {
    return undefined
  }
  // A change just judged by the season answers with it: candidates and rounds do not move between the two.
  return viewOfSquad(database, squad, season ?? (await loadSquadSeason(database, squad.leagueSeasonId, clock)))
}
