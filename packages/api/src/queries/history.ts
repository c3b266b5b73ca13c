// All-time tables across every imported season of the client: best players, leaders, single-game records
// and best single-season averages, from @league/stats.
import { modeValue, type StatMode } from '@league/stats/aggregation'
import { allTimeLeaders, bestSeasons, playerGameHighs } from '@league/stats/records'
import type { StatKey } from '@league/stats/stat-keys'
import type { AllTimeRow } from '../contract/history.ts'
import type { PlayerReference, TeamReference } from '../contract/references.ts'
import type { Database } from '../db/connection.ts'
import { computedOnce, leagueCacheKey } from './computed-cache.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
import { recordStats } from './league-statistics.ts'
import { allSeasonBundles, type SeasonBundle } from './season-data.ts'
import { rounded, teamOf, teamReference } from './shapes.ts'

/** Averages over fewer games say little; all-time averages need this many games (totals need one). */
export const allTimeMinimumGames = 40
/** A season's average counts from half a regular season of games. */
export const seasonMinimumGames = 13

function seasonLines(bundles: SeasonBundle[]) {
  return bundles.toReversed().map((bundle) => ({ season: bundle.season.slug, lines: bundle.lines }))
}

function playerOf(bundles: SeasonBundle[], playerId: string): PlayerReference {
  for (const bundle of bundles) {
    const player = bundle.playerBySourceId.get(playerId)
    if (player !== undefined) {
      return { slug: player.slug, name: player.name }
    }
  }
  return { slug: '', name: playerId }
}

export function historyLeaders(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  options: { stat: StatKey; mode: StatMode; limit: number },
): Promise<AllTimeRow[]> {
  const key = leagueCacheKey(
    database,
    'history-leaders',
    clientId,
    demoClock.date,
    options.stat,
    options.mode,
    options.limit,
  )
  return computedOnce(key, async () => {
    const bundles = await allSeasonBundles(database, demoClock, clientId)
    return allTimeLeaders(seasonLines(bundles), {
      stat: options.stat,
      mode: options.mode,
      minimumGames: options.mode === 'totals' ? 1 : allTimeMinimumGames,
      limit: options.limit,
    }).map((record) => ({
      rank: record.rank,
      value: rounded(record.value),
      player: playerOf(bundles, record.entry.playerId),
      seasons: record.entry.seasons,
      games: record.entry.games,
    }))
  })
}

export async function historyBestPlayers(database: Database, demoClock: DemoClock, clientId: number, limit: number) {
  const rows = await historyLeaders(database, demoClock, clientId, { stat: 'pir', mode: 'per-game', limit })
  return { stat: 'pir' as const, mode: 'per-game' as const, minimumGames: allTimeMinimumGames, players: rows }
}

export type HistoryRecordRow = {
  rank: number
  value: number | null
  player: PlayerReference
  team: TeamReference
  season: string
  game: { slug: string; date: string | null }
}

export function historyGameRecords(database: Database, demoClock: DemoClock, clientId: number, limit: number) {
  return computedOnce(leagueCacheKey(database, 'history-records', clientId, demoClock.date, limit), async () => {
    const bundles = await allSeasonBundles(database, demoClock, clientId)
    const seasonOfGame = new Map<string, SeasonBundle>()
    for (const bundle of bundles) {
      for (const game of bundle.games) {
        seasonOfGame.set(game.sourceId, bundle)
      }
    }
    const lines = bundles.flatMap((bundle) => bundle.lines)
    return recordStats.map((stat) => ({
      stat,
      records: playerGameHighs(lines, stat, { limit }).map((record): HistoryRecordRow => {
        const bundle = seasonOfGame.get(record.entry.gameId)!
        const game = bundle.gameBySourceId.get(record.entry.gameId)!
        return {
          rank: record.rank,
          value: rounded(record.value),
          player: playerOf(bundles, record.entry.playerId),
          team: teamReference(teamOf(bundle, record.entry.teamId)),
          season: bundle.season.slug,
          game: { slug: game.slug, date: game.date },
        }
      }),
    }))
  })
}

export function historyPerGame(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  options: { stat: StatKey; limit: number },
) {
  const key = leagueCacheKey(database, 'history-per-game', clientId, demoClock.date, options.stat, options.limit)
  return computedOnce(key, async () => {
    const bundles = await allSeasonBundles(database, demoClock, clientId)
    return bestSeasons(seasonLines(bundles), {
      stat: options.stat,
      mode: 'per-game',
      minimumGames: seasonMinimumGames,
      limit: options.limit,
    }).map((record) => {
      const bundle = bundles.find((candidate) => candidate.season.slug === record.entry.season)!
      return {
        rank: record.rank,
        value: rounded(modeValue(record.entry.aggregate, options.stat, 'per-game')),
        player: playerOf(bundles, record.entry.aggregate.playerId),
        season: record.entry.season,
        team: teamReference(teamOf(bundle, record.entry.aggregate.lastTeamId)),
        games: record.entry.aggregate.games,
      }
    })
  })
}
