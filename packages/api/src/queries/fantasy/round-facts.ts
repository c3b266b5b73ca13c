// The facts of one fantasy round, as the league's fantasy tab shows them: the team of the round (the best
// players by the position quota), the most picked players, the most transferred in and out, and the biggest
// price risers and fallers after it. They change only when a round is settled, so they are computed once.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { FantasyGameRules, FantasyPosition } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import type { FantasyPlayerReference, FantasyRoundFacts } from '../../contract/fantasy-results.ts'
import { selectRows, type Database } from '../../db/connection.ts'
import { NotFoundError } from '../errors.ts'
import { computedOnce, leagueCacheKey } from '../computed-cache.ts'
import { fantasyRounds, type FantasyRound } from './rounds.ts'
import { loadFantasyRules } from './rules.ts'
import { lastSettledRound } from './settled-rounds.ts'

const listLength = 10
const moversLength = 5

type ReferenceRow = {
  player_id: number
  slug: string
  name: string
  position: FantasyPosition | null
  club_slug: string
  club_name: string
}

/** Players by id as the results name them: slug, name, position, and the club of his latest game in the season. */
export async function fantasyPlayerReferences(
  database: Database,
  leagueSeasonId: number,
  playerIds: readonly number[],
): Promise<Map<number, FantasyPlayerReference>> {
  if (playerIds.length === 0) {
    return new Map()
  }
  const rows = await selectRows<ReferenceRow>(
    database,
    sql`SELECT DISTINCT ON (p.id) p.id AS player_id, p.slug, p.name, pp.position,
               c.slug AS club_slug, c.name AS club_name
        FROM players p
        JOIN rosters r ON r.player_id = p.id
        JOIN season_teams st ON st.id = r.season_team_id AND st.league_season_id = ${leagueSeasonId}
        JOIN clubs c ON c.id = st.club_id
        LEFT JOIN player_positions pp ON pp.league_season_id = ${leagueSeasonId} AND pp.player_id = p.id
        WHERE p.id IN (${sql.join(
          playerIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY p.id, r.last_game DESC NULLS LAST, st.id`,
  )
  return new Map(
    rows.map((row) => [
      Number(row.player_id),
      {
        slug: row.slug,
        name: row.name,
        position: row.position,
        club: { slug: row.club_slug, name: row.club_name },
      },
    ]),
  )
}

/** The best players of each position up to its quota, best first overall (4 guards, 4 forwards, 2 centres). */
export function teamOfTheRound<Entry extends { points: number; position: FantasyPosition | null }>(
  entries: readonly Entry[],
  rules: Pick<FantasyGameRules, 'positionQuota'>,
): Entry[] {
  const sorted = [...entries].sort((a, b) => b.points - a.points)
  const taken: Record<FantasyPosition, number> = { guard: 0, forward: 0, centre: 0 }
  return sorted.filter((entry) => {
    if (entry.position === null || taken[entry.position] >= rules.positionQuota[entry.position]) {
      return false
    }
    taken[entry.position] += 1
    return true
  })
}

type Counted = { player_id: number; count: number }
type Moved = { player_id: number; before: number; after: number }

async function roundRows(database: Database, leagueSeasonId: number, round: FantasyRound) {
  const gameIds = round.games.filter((game) => game.status === 'played').map((game) => game.id)
  const games =
    gameIds.length === 0
      ? sql`NULL`
      : sql.join(
          gameIds.map((id) => sql`${id}`),
          sql`, `,
        )
  const inSeason = sql`JOIN fantasy_squads s ON s.id = x.squad_id AND s.league_season_id = ${leagueSeasonId}`
  const [points, picked, squads, transfersIn, transfersOut, moved] = await Promise.all([
    selectRows<{ player_id: number; points: number; position: FantasyPosition | null }>(
      database,
      sql`SELECT f.player_id, sum(f.points)::float8 AS points, pp.position
          FROM fantasy_player_points f
          LEFT JOIN player_positions pp ON pp.league_season_id = ${leagueSeasonId} AND pp.player_id = f.player_id
          WHERE f.game_id IN (${games}) GROUP BY f.player_id, pp.position`,
    ),
    selectRows<Counted>(
      database,
      sql`SELECT (pick->>'playerId')::int AS player_id, count(*)::int AS count
          FROM fantasy_squad_rounds x ${inSeason} CROSS JOIN LATERAL jsonb_array_elements(x.picks) pick
          WHERE x.round = ${round.sequence} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${listLength}`,
    ),
    selectRows<{ count: number; demo: number }>(
      database,
      sql`SELECT count(*)::int AS count, count(*) FILTER (WHERE s.is_demo)::int AS demo
          FROM fantasy_squad_rounds x ${inSeason} WHERE x.round = ${round.sequence}`,
    ),
    selectRows<Counted>(
      database,
      sql`SELECT x.player_in_id AS player_id, count(*)::int AS count FROM fantasy_transfers x ${inSeason}
          WHERE x.round = ${round.sequence} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${listLength}`,
    ),
    selectRows<Counted>(
      database,
      sql`SELECT x.player_out_id AS player_id, count(*)::int AS count FROM fantasy_transfers x ${inSeason}
          WHERE x.round = ${round.sequence} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${listLength}`,
    ),
    selectRows<Moved>(
      database,
      sql`SELECT p.player_id, p.price_tenths AS after,
                 (SELECT q.price_tenths FROM fantasy_prices q
                  WHERE q.league_season_id = p.league_season_id AND q.player_id = p.player_id
                    AND q.after_round < p.after_round
                  ORDER BY q.after_round DESC LIMIT 1) AS before
          FROM fantasy_prices p
          WHERE p.league_season_id = ${leagueSeasonId} AND p.after_round = ${round.sequence}`,
    ),
  ])
  const counts = { squads: Number(squads[0]?.count ?? 0), demoSquads: Number(squads[0]?.demo ?? 0) }
  return { points, picked, ...counts, transfersIn, transfersOut, moved }
}

async function computeFacts(
  database: Database,
  leagueSeasonId: number,
  round: FantasyRound,
  settled: boolean,
): Promise<FantasyRoundFacts> {
  const heading = { sequence: round.sequence, name: round.name, phase: round.phase, status: round.status, settled }
  if (!settled) {
    const empty = { teamOfTheRound: [], mostPicked: [], mostTransferredIn: [], mostTransferredOut: [] }
    return { round: heading, squads: 0, demoSquads: 0, ...empty, risers: [], fallers: [] }
  }
  const { rules } = await loadFantasyRules(database, leagueSeasonId)
  const rows = await roundRows(database, leagueSeasonId, round)
  const best = teamOfTheRound(
    rows.points.map((row) => ({ playerId: Number(row.player_id), points: Number(row.points), position: row.position })),
    rules,
  )
  const moves = rows.moved
    .filter((row) => row.before !== null)
    .map((row) => ({ playerId: Number(row.player_id), before: Number(row.before), after: Number(row.after) }))
  const risers = moves
    .filter((move) => move.after > move.before)
    .sort((a, b) => b.after - b.before - (a.after - a.before))
  const fallers = moves
    .filter((move) => move.after < move.before)
    .sort((a, b) => a.after - a.before - (b.after - b.before))
  const ids = [
    ...best.map((entry) => entry.playerId),
    ...[...rows.picked, ...rows.transfersIn, ...rows.transfersOut].map((row) => Number(row.player_id)),
    ...[...risers, ...fallers].map((move) => move.playerId),
  ]
  const references = await fantasyPlayerReferences(database, leagueSeasonId, [...new Set(ids)])
  const share = (count: number) => (rows.squads === 0 ? 0 : Math.round((count / rows.squads) * 1000) / 10)
  const counted = (list: Counted[]) =>
    list.flatMap((row) => {
      const player = references.get(Number(row.player_id))
      return player === undefined ? [] : [{ player, count: Number(row.count), percent: share(Number(row.count)) }]
    })
  const priced = (list: typeof moves) =>
    list.slice(0, moversLength).flatMap((move) => {
      const player = references.get(move.playerId)
      const change = (move.after - move.before) / 10
      return player === undefined
        ? []
        : [{ player, priceBefore: move.before / 10, priceAfter: move.after / 10, change }]
    })
  return {
    round: heading,
    squads: rows.squads,
    demoSquads: rows.demoSquads,
    teamOfTheRound: best.flatMap((entry) => {
      const player = references.get(entry.playerId)
      return player === undefined ? [] : [{ player, points: entry.points }]
    }),
    mostPicked: counted(rows.picked),
    mostTransferredIn: counted(rows.transfersIn),
    mostTransferredOut: counted(rows.transfersOut),
    risers: priced(risers),
    fallers: priced(fallers),
  }
}

/** A round's facts by its sequence number; 404 for a round the league season does not have. */
export async function fantasyRoundFacts(
  database: Database,
  leagueSeasonId: number,
  sequence: number,
  clock: Pick<DemoClock, 'hides' | 'now' | 'date'>,
): Promise<FantasyRoundFacts> {
  const rounds = await fantasyRounds(database, leagueSeasonId, clock)
  const round = rounds.find((candidate) => candidate.sequence === sequence)
  if (round === undefined) {
    throw new NotFoundError('fantasy round', String(sequence), `No fantasy round ${sequence} in this league season`)
  }
  const settled = sequence <= (await lastSettledRound(database, leagueSeasonId))
  return computedOnce(
    leagueCacheKey(database, 'fantasy-round-facts', leagueSeasonId, sequence, String(settled), clock.date),
    () => computeFacts(database, leagueSeasonId, round, settled),
  )
}
