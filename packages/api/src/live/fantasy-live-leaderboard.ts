// The round's live leaderboard: every squad's round total as it stands. A settled round answers the points the
// settlement stored; otherwise each player's points are computed once — finished games from their final box
// scores and live games from the live log (fantasy-live.ts, the functions a squad's own stream uses) — and each
// squad's total is then a sum of its picks by role and chip (`squadRoundPoints`), as the settlement will do.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { LiveGameState } from '@league/live/state'
import { squadRoundPoints } from '@league/stats/fantasy/points'
import type { FantasyChip, FantasySlot } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import type { LiveLeaderboard } from '../contract/fantasy-live.ts'
import { selectRows, type Database } from '../db/connection.ts'
import { NotFoundError } from '../queries/errors.ts'
import { countedGames, fantasyRounds, type FantasyRound } from '../queries/fantasy/rounds.ts'
import { readSettledRounds } from '../queries/fantasy/settled-rounds.ts'
import { chipOfRound } from '../queries/fantasy/squads-season.ts'
import { liveGamePoints, settledPoints } from './fantasy-live.ts'
import { rankLiveTotals, type LiveTotal } from './fantasy-live-leaderboard-ranking.ts'
import { fantasyRulesOf } from './fantasy-live-rules.ts'
import { currentState, gamesInProgress } from './game-log.ts'

export type LiveLeaderboardRequest = {
  leagueSeasonId: number
  clientId: number
  round: number
  squadId: number | undefined
}

/** The round by its sequence number, or a 404 that says which rounds there are. */
async function roundOf(
  database: Database,
  leagueSeasonId: number,
  sequence: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
) {
  const rounds = await fantasyRounds(database, leagueSeasonId, clock)
  const round = rounds.find((candidate) => candidate.sequence === sequence)
  if (round === undefined) {
    const range = rounds.length === 0 ? 'it has no fantasy rounds' : `its rounds go from 1 to ${rounds.length}`
    throw new NotFoundError('fantasy round', String(sequence), `No fantasy round ${sequence} in this season: ${range}`)
  }
  return round
}

/** A settled round: the points the settlement stored, per squad. */
async function settledTotals(database: Database, leagueSeasonId: number, round: number): Promise<LiveTotal[]> {
  const rows = await selectRows<{ id: number; name: string; is_demo: boolean; points: number }>(
    database,
    sql`SELECT s.id, s.name, s.is_demo, r.points FROM fantasy_squad_rounds r JOIN fantasy_squads s ON s.id = r.squad_id
        WHERE s.league_season_id = ${leagueSeasonId} AND r.round = ${round}`,
  )
  return rows.map((row) => ({ squadId: row.id, name: row.name, isDemo: row.is_demo, points: Number(row.points) }))
}

type PickRow = {
  squad_id: number
  name: string
  is_demo: boolean
  chips_used: Partial<Record<FantasyChip, number>>
  player_id: number
  source_id: number
  slot: FantasySlot
  captain: boolean
}

type SquadPicks = { total: Omit<LiveTotal, 'points'>; chip: FantasyChip | null; picks: PickRow[] }

/** The picks of every squad that plays the round (joined by then), grouped by squad. */
async function squadsOfRound(database: Database, leagueSeasonId: number, round: number) {
  const rows = await selectRows<PickRow>(
    database,
    sql`SELECT s.id AS squad_id, s.name, s.is_demo, s.chips_used, p.player_id, pl.source_id, p.slot, p.captain
        FROM fantasy_squads s
        JOIN fantasy_squad_picks p ON p.squad_id = s.id
        JOIN players pl ON pl.id = p.player_id
        WHERE s.league_season_id = ${leagueSeasonId} AND s.joined_round <= ${round}`,
  )
  const squads = new Map<number, SquadPicks>()
  for (const row of rows) {
    const squad = squads.get(row.squad_id) ?? {
      total: { squadId: row.squad_id, name: row.name, isDemo: row.is_demo },
      chip: chipOfRound(row.chips_used, round),
      picks: [],
    }
    squad.picks.push(row)
    squads.set(row.squad_id, squad)
  }
  return squads
}

/** The round's games being played now, with their live states. */
async function liveStatesOf(database: Database, clientId: number, round: FantasyRound) {
  const slugs = new Set(countedGames(round).map((game) => game.slug))
  const states = new Map<string, LiveGameState>()
  for (const game of await gamesInProgress(database, clientId)) {
    if (slugs.has(game.slug)) {
      states.set(game.slug, await currentState(database, game))
    }
  }
  return states
}

/** Every squad's total of a round not settled yet: player points once, then a sum per squad. */
async function liveTotals(database: Database, request: LiveLeaderboardRequest, round: FantasyRound) {
  const [squads, states, rules] = await Promise.all([
    squadsOfRound(database, request.leagueSeasonId, round.sequence),
    liveStatesOf(database, request.clientId, round),
    fantasyRulesOf(database, request.leagueSeasonId),
  ])
  const allPicks = [...squads.values()].flatMap((squad) => squad.picks)
  const playerIds = [...new Set(allPicks.map((pick) => pick.player_id))]
  const finished = countedGames(round).filter((game) => game.status === 'played' && !states.has(game.slug))
  const pointsByPlayer = new Map<number, number>()
  const add = (playerId: number, points: number) =>
    pointsByPlayer.set(playerId, (pointsByPlayer.get(playerId) ?? 0) + points)
  const settled = await settledPoints(
    database,
    finished.map((game) => game.id),
    playerIds,
    rules,
  )
  settled.forEach((game) => game.forEach((breakdown, playerId) => add(playerId, breakdown.points)))
  const playerOfSource = new Map(allPicks.map((pick) => [String(pick.source_id), pick.player_id]))
  for (const state of states.values()) {
    for (const [sourceId, points] of liveGamePoints(state, rules)) {
      const playerId = playerOfSource.get(sourceId)
      if (playerId !== undefined) {
        add(playerId, points)
      }
    }
  }
  const totals = [...squads.values()].map((squad) => ({
    ...squad.total,
    points: squadRoundPoints(
      squad.picks.map((pick) => ({ playerId: pick.player_id, slot: pick.slot, captain: pick.captain })),
      pointsByPlayer,
      squad.chip,
      rules,
    ).total,
  }))
  return { totals, liveGames: [...states.keys()] }
}

/** The round's live leaderboard: the first 50 squads and the asked one, wherever it stands. */
export async function liveLeaderboard(
  database: Database,
  request: LiveLeaderboardRequest,
  clock: Pick<DemoClock, 'hides' | 'now'>,
): Promise<LiveLeaderboard> {
  const round = await roundOf(database, request.leagueSeasonId, request.round, clock)
  const settled = await readSettledRounds(database, request.leagueSeasonId)
  const { totals, liveGames } = settled.has(round.sequence)
    ? { totals: await settledTotals(database, request.leagueSeasonId, round.sequence), liveGames: [] }
    : await liveTotals(database, request, round)
  return { round: round.sequence, liveGames, ...rankLiveTotals(totals, request.squadId) }
}
