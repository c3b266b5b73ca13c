// One play-off round's series and their games, written as the importer writes play-offs: a duel per pair
// (the higher seed "home"), a round row per game number (`final-2`, "Final, game 2"), and the games with
// source ids that go on from the season's last one, the home side of each by the series order.
import { sql } from 'drizzle-orm'
import { higherSeedAtHome } from '@league/stats/schedule'
import { selectRows, type Database } from '../db/connection.ts'
import { games, playoffDuels, playoffRounds, rounds } from '../db/schema/league.ts'
import { searchFold } from '../import/names/fold.ts'
import { phaseNames, type PhaseSlug } from '../import/phases.ts'
import type { SeasonRow } from './staff-write.ts'

export type SeriesTeam = { id: number; name: string; club_slug: string; venue_id: number | null }

/** The highest game number in the season's source ids (`27_45` → 45): new games go on from it. */
async function lastGameNumber(transaction: Database, seasonId: number): Promise<number> {
  const [row] = await selectRows<{ last: number | null }>(
    transaction,
    sql`SELECT max(split_part(source_id, '_', 2)::int) AS last FROM games WHERE league_season_id = ${seasonId}`,
  )
  return Number(row?.last ?? 0)
}

export async function writeSeries(
  transaction: Database,
  season: SeasonRow,
  phase: Exclude<PhaseSlug, 'regular-season'>,
  bestOf: number,
  pairs: Array<{ higher: SeriesTeam; lower: SeriesTeam }>,
): Promise<void> {
  const [round] = await selectRows<{ id: number }>(
    transaction,
    sql`SELECT id FROM ${playoffRounds} WHERE league_season_id = ${season.id} AND slug = ${phase}`,
  )
  const gameRoundIds: number[] = []
  for (let number = 1; number <= bestOf; number += 1) {
    const [row] = await transaction
      .insert(rounds)
      .values({
        leagueSeasonId: season.id,
        phase,
        number,
        slug: `${phase}-${number}`,
        name: `${phaseNames[phase]}, game ${number}`,
      })
      .returning({ id: rounds.id })
    gameRoundIds.push(row!.id)
  }
  let gameNumber = await lastGameNumber(transaction, season.id)
  for (const { higher, lower } of pairs) {
    const [duel] = await transaction
      .insert(playoffDuels)
      .values({
        playoffRoundId: Number(round!.id),
        slug: `${higher.club_slug}-vs-${lower.club_slug}`,
        homeTeamId: higher.id,
        awayTeamId: lower.id,
        homeWins: 0,
        awayWins: 0,
      })
      .returning({ id: playoffDuels.id })
    for (let number = 1; number <= bestOf; number += 1) {
      gameNumber += 1
      const [home, away] = higherSeedAtHome(bestOf, number) ? [higher, lower] : [lower, higher]
      const sourceId = `${season.sourceCode}_${gameNumber}`
      const slug = sourceId.replace('_', '-')
      await transaction.insert(games).values({
        leagueSeasonId: season.id,
        sourceId,
        slug,
        phase,
        phaseSource: phaseNames[phase],
        roundNumber: number,
        roundId: gameRoundIds[number - 1]!,
        playoffDuelId: duel!.id,
        status: 'scheduled',
        homeTeamId: home.id,
        awayTeamId: away.id,
        homeTeamName: home.name,
        awayTeamName: away.name,
        homePeriodScores: [],
        awayPeriodScores: [],
        venueId: home.venue_id,
        refereeIds: [],
        searchText: [slug, sourceId, home.name, away.name].map(searchFold).join(' | '),
      })
    }
  }
}
