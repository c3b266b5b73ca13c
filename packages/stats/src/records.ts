import { aggregatePlayers, modeValue, type PlayerAggregate, type StatMode } from './aggregation.ts'
import { competitionRanks } from './ranking.ts'
import { attemptsFor, isLowerBetter, isRateKey, statValue, type StatKey } from './stat-keys.ts'
import type { TeamGame } from './team-games.ts'
import type { PlayerLine } from './types.ts'

/** A record-holding line: the value and the line (game, player, club) it came from. */
export interface GameRecord<T> {
  rank: number
  value: number
  entry: T
}

export interface GameHighsOptions {
  /** Ranks up to this one are returned (ties at the cut stay); default 10. */
  limit?: number
  /** For percentages: attempts needed in the game (default 1), so 1 of 1 is not a record by itself. */
  minimumAttempts?: number
}

function highs<T>(
  entries: readonly T[],
  countsOf: (entry: T) => Parameters<typeof statValue>[0],
  stat: StatKey,
  options: GameHighsOptions,
): GameRecord<T>[] {
  const limit = options.limit ?? 10
  const minimumAttempts = options.minimumAttempts ?? 1
  const ranked = competitionRanks(
    entries,
    (entry) => {
      const counts = countsOf(entry)
      if (isRateKey(stat) && attemptsFor(stat, counts) < minimumAttempts) {
        return null
      }
      return statValue(counts, stat)
    },
    isLowerBetter(stat) ? 'ascending' : 'descending',
  )
  return ranked.filter((entry) => entry.rank <= limit).map(({ rank, value, item }) => ({ rank, value, entry: item }))
}

/**
 * Single-game highs of players in any statistic (lines of players who did not play are ignored).
 *
 * @example
 * // ABA 2022-23: Daron Russell's 47 for Mornar v Zadar, 2022-10-09
 * playerGameHighs(lines, 'points', { limit: 1 })[0] //=> { rank: 1, value: 47, entry: { playerId: '4141', gameId: '22_10', … } }
 */
export function playerGameHighs<T extends PlayerLine>(
  lines: readonly T[],
  stat: StatKey,
  options: GameHighsOptions = {},
): GameRecord<T>[] {
  return highs(
    lines.filter((line) => line.played),
    (line) => line,
    stat,
    options,
  )
}

/**
 * Single-game highs of teams (from `teamGames`): their own figures, or with `against` what they allowed.
 *
 * @example
 * teamGameHighs(teamGames(games, lines), 'points', { limit: 1 })[0] //=> { value: 120, entry: { teamId: 'PAR', gameId: '22_99', … } } (ABA 2022-23)
 */
export function teamGameHighs(
  entries: readonly TeamGame[],
  stat: StatKey,
  options: GameHighsOptions & { against?: boolean } = {},
): GameRecord<TeamGame>[] {
  return highs(entries, (entry) => (options.against === true ? entry.opponentCounts : entry.counts), stat, options)
}

/** A player's best single game in one statistic. */
export interface PersonalHigh {
  stat: StatKey
  value: number
  /** Every game in which he reached it. */
  gameIds: string[]
}

/** The statistics a player page shows season and career highs for. */
export const PERSONAL_HIGH_STATS: readonly StatKey[] = [
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'pir',
  'threePointersMade',
  'freeThrowsMade',
  'minutes',
]

/**
 * A player's highs (season highs from one season's lines, career highs from all of them): for each statistic
 * the best single-game value and the games it came in. Statistics he never recorded are left out.
 *
 * @example
 * // Hunter Hale, ABA 2022-23
 * personalHighs(haleLines, ['points', 'rebounds']) //=> [{ stat: 'points', value: 44, gameIds: ['22_33'] }, { stat: 'rebounds', value: 9, gameIds: ['22_124'] }]
 */
export function personalHighs(
  lines: readonly PlayerLine[],
  stats: readonly StatKey[] = PERSONAL_HIGH_STATS,
): PersonalHigh[] {
  const played = lines.filter((line) => line.played)
  const result: PersonalHigh[] = []
  for (const stat of stats) {
    let best: PersonalHigh | null = null
    for (const line of played) {
      const value = statValue(line, stat)
      if (value === null) {
        continue
      }
      if (best === null || value > best.value) {
        best = { stat, value, gameIds: [line.gameId] }
      } else if (value === best.value) {
        best.gameIds.push(line.gameId)
      }
    }
    if (best !== null && best.value > 0) {
      result.push(best)
    }
  }
  return result
}

/** One season's lines, labelled. Game ids must be unique across seasons (they are in the ABA data). */
export interface SeasonLines {
  season: string
  lines: readonly PlayerLine[]
}

/** A player's career table: one aggregate per season, and the career total. */
export interface Career {
  playerId: string
  seasons: { season: string; aggregate: PlayerAggregate }[]
  career: PlayerAggregate | null
}

/**
 * A player's season-by-season table and career total across seasons (show each row in any mode with
 * `modeValue`). Seasons he did not play in are left out.
 *
 * @example
 * // Ognjen Dobric (Crvena zvezda), the three ABA seasons in data/
 * playerCareer(seasons, '2540') //=> { seasons: [{ season: '2020-21', aggregate: { games: 31, … } }, … ], career: { games: 92, totals: { points: 1009, … }, … } }
 */
export function playerCareer(seasons: readonly SeasonLines[], playerId: string): Career {
  const rows: Career['seasons'] = []
  for (const { season, lines } of seasons) {
    // Possessions need both teams' lines of his games, so aggregate the whole season, then pick him.
    const aggregate = aggregatePlayers(lines).find((candidate) => candidate.playerId === playerId)
    if (aggregate !== undefined) {
      rows.push({ season, aggregate })
    }
  }
  const career = rows.length === 0 ? null : mergeAggregates(rows.map((row) => row.aggregate))
  return { playerId, seasons: rows, career }
}

/** Adds aggregates of one player over different games (e.g. seasons) into one. */
function mergeAggregates(aggregates: readonly PlayerAggregate[]): PlayerAggregate {
  const [first, ...rest] = aggregates
  if (first === undefined) {
    throw new Error('mergeAggregates needs at least one aggregate')
  }
  const merged: PlayerAggregate = {
    ...first,
    totals: { ...first.totals },
    teamTotals: { ...first.teamTotals },
    teamIds: [...first.teamIds],
    gameIds: [...first.gameIds],
  }
  for (const aggregate of rest) {
    for (const key of Object.keys(merged.totals) as (keyof PlayerAggregate['totals'])[]) {
      merged.totals[key] += aggregate.totals[key]
      merged.teamTotals[key] += aggregate.teamTotals[key]
    }
    merged.games += aggregate.games
    merged.gamesDressed += aggregate.gamesDressed
    merged.gamesStarted += aggregate.gamesStarted
    merged.possessions += aggregate.possessions
    merged.doubleDoubles += aggregate.doubleDoubles
    merged.tripleDoubles += aggregate.tripleDoubles
    merged.teamIds = [...new Set([...merged.teamIds, ...aggregate.teamIds])]
    merged.gameIds.push(...aggregate.gameIds)
    merged.lastTeamId = aggregate.lastTeamId
    merged.playerName = aggregate.playerName ?? merged.playerName
  }
  return merged
}

/** A player's aggregate over several seasons, with the seasons he played. */
export interface AllTimeAggregate extends PlayerAggregate {
  seasons: string[]
}

/**
 * Every player's aggregate over several seasons (career totals within the data), in input order of first
 * appearance.
 *
 * @example
 * allTimeAggregates(seasons).find((player) => player.playerId === '2540')?.seasons //=> ['2020-21', '2021-22', '2022-23']
 */
export function allTimeAggregates(seasons: readonly SeasonLines[]): AllTimeAggregate[] {
  const byPlayer = new Map<string, { seasons: string[]; aggregates: PlayerAggregate[] }>()
  for (const { season, lines } of seasons) {
    for (const aggregate of aggregatePlayers(lines)) {
      const entry = byPlayer.get(aggregate.playerId) ?? { seasons: [], aggregates: [] }
      entry.seasons.push(season)
      entry.aggregates.push(aggregate)
      byPlayer.set(aggregate.playerId, entry)
    }
  }
  return [...byPlayer.values()].map((entry) => ({ ...mergeAggregates(entry.aggregates), seasons: entry.seasons }))
}

export interface AllTimeLeadersOptions {
  stat: StatKey
  /** Default 'totals'. */
  mode?: StatMode
  /** Games needed to appear (default 1; averages usually want more, e.g. 50). */
  minimumGames?: number
  /** Default 10. */
  limit?: number
}

/**
 * All-time (across the seasons given) leaders in totals or averages.
 *
 * @example
 * // the three ABA seasons in data/, play-offs included
 * allTimeLeaders(seasons, { stat: 'points', limit: 1 })[0] //=> { rank: 1, value: 1009, entry: { playerName: 'Ognjen Dobric', games: 92, … } }
 */
export function allTimeLeaders(
  seasons: readonly SeasonLines[],
  options: AllTimeLeadersOptions,
): GameRecord<AllTimeAggregate>[] {
  const mode = options.mode ?? 'totals'
  const minimumGames = Math.max(1, options.minimumGames ?? 1)
  const limit = options.limit ?? 10
  const players = allTimeAggregates(seasons).filter((player) => player.games >= minimumGames)
  return competitionRanks(
    players,
    (player) => modeValue(player, options.stat, mode),
    isLowerBetter(options.stat) ? 'ascending' : 'descending',
  )
    .filter((entry) => entry.rank <= limit)
    .map(({ rank, value, item }) => ({ rank, value, entry: item }))
}

/**
 * Best single seasons across seasons (e.g. the highest scoring averages in league history): every
 * player-season with enough games, ranked.
 *
 * @example
 * // every game of each season, no roster rule: Daron Russell's 26.8 in 2022-23
 * bestSeasons(seasons, { stat: 'points', mode: 'per-game', minimumGames: 13, limit: 1 })[0] //=> { value: 26.8, entry: { season: '2022-23', … } }
 */
export function bestSeasons(
  seasons: readonly SeasonLines[],
  options: AllTimeLeadersOptions,
): GameRecord<{ season: string; aggregate: PlayerAggregate }>[] {
  const mode = options.mode ?? 'per-game'
  const minimumGames = Math.max(1, options.minimumGames ?? 1)
  const limit = options.limit ?? 10
  const playerSeasons = seasons.flatMap(({ season, lines }) =>
    aggregatePlayers(lines)
      .filter((aggregate) => aggregate.games >= minimumGames)
      .map((aggregate) => ({ season, aggregate })),
  )
  return competitionRanks(
    playerSeasons,
    (entry) => modeValue(entry.aggregate, options.stat, mode),
    isLowerBetter(options.stat) ? 'ascending' : 'descending',
  )
    .filter((entry) => entry.rank <= limit)
    .map(({ rank, value, item }) => ({ rank, value, entry: item }))
}
