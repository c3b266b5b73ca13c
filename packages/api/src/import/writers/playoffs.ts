// Play-off rounds and series (duels), derived from the play-off games: the higher seed has home court in
// game 1, best-of comes from the wins the data shows.
import { eq, sql } from 'drizzle-orm'
import { selectRows } from '../../db/connection.ts'
import { playoffDuels, playoffRounds } from '../../db/schema/league.ts'
import type { ImportContext } from '../import-context.ts'
import { duelKeyOf, phaseNames, phaseOrder, phaseSlugs, type PhaseSlug } from '../phases.ts'
import type { SeasonFiles } from '../season-files.ts'

type Duel = { phase: PhaseSlug; higherSeed: string; lowerSeed: string; wins: Map<string, number> }

/** Returns the series ids by {@link duelKeyOf}. */
export async function writePlayoffs(
  context: ImportContext,
  season: SeasonFiles,
  leagueSeasonId: number,
  teamIds: Map<string, number>,
): Promise<Map<string, number>> {
  const playoffGames = season.games.filter((game) => game.phase !== 'regular_season')
  const duels = new Map<string, Duel>()
  for (const game of [...playoffGames].sort((first, second) => first.round - second.round)) {
    const key = duelKeyOf(game)
    let duel = duels.get(key)
    if (duel === undefined) {
      // The higher seed has home court in game 1 of a series.
      duel = {
        phase: phaseSlugs[game.phase],
        higherSeed: game.home_team_id,
        lowerSeed: game.away_team_id,
        wins: new Map(),
      }
      duels.set(key, duel)
    }
    if (game.home_score === null || game.away_score === null) {
      continue
    }
    const winner = game.home_score > game.away_score ? game.home_team_id : game.away_team_id
    duel.wins.set(winner, (duel.wins.get(winner) ?? 0) + 1)
  }
  const rounds = phaseOrder.filter((phase) => [...duels.values()].some((duel) => duel.phase === phase))
  await context.upsert(playoffRounds, {
    key: ['leagueSeasonId', 'slug'],
    rows: rounds.map((phase, index) => {
      // A series is won by the first to reach a number of wins, so best-of = 2 × that − 1.
      const winsNeeded = Math.max(
        ...[...duels.values()].filter((duel) => duel.phase === phase).flatMap((duel) => [...duel.wins.values()]),
      )
      return { leagueSeasonId, slug: phase, name: phaseNames[phase], position: index + 1, bestOf: winsNeeded * 2 - 1 }
    }),
  })
  const roundIds = await context.idsBy<string>(
    sql`SELECT ${playoffRounds.id} AS id, ${playoffRounds.slug} AS key FROM ${playoffRounds}
        WHERE ${eq(playoffRounds.leagueSeasonId, leagueSeasonId)}`,
  )
  const clubSlugs = context.ids.clubSlugs
  await context.upsert(playoffDuels, {
    key: ['playoffRoundId', 'slug'],
    rows: [...duels.values()].map((duel) => {
      const higherWins = duel.wins.get(duel.higherSeed) ?? 0
      const lowerWins = duel.wins.get(duel.lowerSeed) ?? 0
      const winner = higherWins > lowerWins ? duel.higherSeed : duel.lowerSeed
      return {
        playoffRoundId: roundIds.get(duel.phase)!,
        slug: `${clubSlugs.get(duel.higherSeed)!}-vs-${clubSlugs.get(duel.lowerSeed)!}`,
        homeTeamId: teamIds.get(duel.higherSeed)!,
        awayTeamId: teamIds.get(duel.lowerSeed)!,
        homeWins: higherWins,
        awayWins: lowerWins,
        winnerTeamId: higherWins === lowerWins ? null : teamIds.get(winner)!,
      }
    }),
  })
  const stored = await selectRows<{ id: number; round: string; home: number; away: number }>(
    context.executor,
    sql`SELECT ${playoffDuels.id} AS id, ${playoffRounds.slug} AS round, ${playoffDuels.homeTeamId} AS home,
          ${playoffDuels.awayTeamId} AS away
        FROM ${playoffDuels} JOIN ${playoffRounds} ON ${eq(playoffRounds.id, playoffDuels.playoffRoundId)}
        WHERE ${eq(playoffRounds.leagueSeasonId, leagueSeasonId)}`,
  )
  const codeByTeamId = new Map([...teamIds].map(([code, id]) => [id, code]))
  return new Map(
    stored.map((duel) => [
      `${duel.round}:${[codeByTeamId.get(duel.home), codeByTeamId.get(duel.away)].sort().join('-')}`,
      duel.id,
    ]),
  )
}
