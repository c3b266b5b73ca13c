// Saving a squad's lineup (court, sixth man, bench order, captain) on the version it was read at. Before the
// open round locks anything may change; once the round the squad plays is in play, only players whose game has
// not tipped off may move between court and bench or take or lose the captaincy ("turns" between game days).
import type { Language } from '@league/client-league/languages'
import { validateSquad } from '@league/stats/fantasy/squad'
import { eq, sql } from 'drizzle-orm'
import type { FantasyPickInput } from '../../contract/fantasy-squads.ts'
import type { Database } from '../../db/connection.ts'
import { fantasySquadPicks } from '../../db/schema/fantasy.ts'
import { explain, explainSquadViolations, refuse, refuseAll, SquadRefusal } from './squads-refusals.ts'
import { claimVersion, storedPicks, type StoredPick } from './squads.ts'
import {
  lockedPlayers,
  lockedRoundOf,
  loadSquadSeason,
  roundLocked,
  type SquadClock,
  type SquadSeason,
} from './squads-season.ts'
import type { SquadRow } from './squads-view.ts'

type CurrentPick = typeof fantasySquadPicks.$inferSelect

function samePlayers(current: readonly CurrentPick[], next: readonly StoredPick[]): boolean {
  const held = new Set(current.map((pick) => pick.playerId))
  const named = new Set(next.map((pick) => pick.playerId))
  return held.size === named.size && next.length === current.length && [...named].every((id) => held.has(id))
}

/** Refuses moves of players whose game has started, naming each, under "round 12 is locked since 18:00". */
function requireTurnsKept(
  current: readonly CurrentPick[],
  next: readonly StoredPick[],
  squad: SquadRow,
  season: SquadSeason,
  language: Language,
): void {
  const round = lockedRoundOf(season, squad.joinedRound)
  if (round === undefined) {
    return
  }
  const locked = lockedPlayers(season, round)
  const before = new Map(current.map((pick) => [pick.playerId, pick]))
  const moved = next.filter((pick) => {
    const was = before.get(pick.playerId)
    return locked.has(pick.playerId) && was !== undefined && (was.slot !== pick.slot || was.captain !== pick.captain)
  })
  if (moved.length > 0) {
    const headline = roundLocked(round, season, language)
    const violations = moved.map((pick) =>
      explain('player_locked', { player: season.candidates.get(pick.playerId)?.name ?? `#${pick.playerId}` }, language),
    )
    throw new SquadRefusal('refused', 'round_locked', headline.message, [...headline.violations, ...violations])
  }
}

/**
 * Saves the lineup of the squad's ten players, or refuses (stale version, another set of players, a broken
 * formation/captain/sixth man rule, a locked player moved) leaving the squad as it was.
 */
export async function saveLineup(
  database: Database,
  squad: SquadRow,
  input: { version: number; picks: FantasyPickInput[] },
  clock: SquadClock,
  language: Language,
): Promise<SquadSeason> {
  const season = await loadSquadSeason(database, squad.leagueSeasonId, clock)
  const next = storedPicks(input.picks)
  await database.transaction(async (transaction) => {
    const claimed = await claimVersion(transaction, squad.id, input.version, language)
    if (season.openRound === undefined && lockedRoundOf(season, claimed.joinedRound) === undefined) {
      throw refuse('no_open_round', {}, language)
    }
    const current = await transaction.select().from(fantasySquadPicks).where(eq(fantasySquadPicks.squadId, squad.id))
    if (!samePlayers(current, next)) {
      throw refuse('players_changed', {}, language)
    }
    // The players are the squad's own, bought within budget: only the lineup's rules are judged here.
    const violations = validateSquad(next, season.candidates, Number.MAX_SAFE_INTEGER, season.rules).filter(
      (violation) => violation.code !== 'club_limit' && violation.code !== 'position_quota',
    )
    if (violations.length > 0) {
      throw refuseAll('invalid_squad', explainSquadViolations(violations, language))
    }
    requireTurnsKept(current, next, claimed, season, language)
    // One statement for the ten picks: a save is the builder's most frequent request.
    const lineup = sql.join(
      next.map(
        (pick) =>
          sql`(${pick.playerId}::int, ${pick.slot}::text, ${pick.captain}::boolean, ${pick.benchOrder}::smallint)`,
      ),
      sql`, `,
    )
    await transaction.execute(sql`
      UPDATE fantasy_squad_picks p SET slot = l.slot, captain = l.captain, bench_order = l.bench_order
      FROM (VALUES ${lineup}) AS l(player_id, slot, captain, bench_order)
      WHERE p.squad_id = ${squad.id} AND p.player_id = l.player_id`)
  })
  return season
}
