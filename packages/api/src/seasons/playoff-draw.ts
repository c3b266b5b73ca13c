// The play-off bracket drawn from the final table: once every regular-season game is final, the table (by
// the season's tie-break preset) seeds the qualifiers 1 v N, 2 v N-1 … in a fixed bracket (@league/stats
// schedule), and the first round's series and games are written as the importer writes play-offs. A series'
// games have no date yet (staff set them as for any game); the higher seed is at home by the series order
// (1-1-1 for best of 3, 2-2-1 for best of 5, 2-2-1-1-1 for best of 7).
import { eq, sql } from 'drizzle-orm'
import { firstRoundSeries, higherSeedAtHome, playoffPhases } from '@league/stats/schedule'
import { computeStandings } from '@league/stats/standings'
import { STANDINGS_PRESETS } from '@league/stats/tie-breaks'
import type { Game } from '@league/stats/types'
import { selectRows, type Database } from '../db/connection.ts'
import { games, playoffDuels, playoffRounds, rounds } from '../db/schema/league.ts'
import { DomainError } from '../domain-errors.ts'
import { searchFold } from '../import/names/fold.ts'
import { phaseNames } from '../import/phases.ts'
import { isoDateOf } from '../queries/season-data.ts'
import { findSeasonRow, staffWrite, type SeasonActor, type SeasonRow } from './staff-write.ts'

type TeamRow = { id: number; name: string; club_slug: string; venue_id: number | null }

/** The regular-season table's order of season team ids, by the season's tie-break preset. */
async function finalTable(transaction: Database, season: SeasonRow, teams: TeamRow[]): Promise<number[]> {
  const rows = await selectRows<{
    source_id: string
    date: unknown
    round_number: number
    status: string
    home_team_id: number
    away_team_id: number
    home_score: number | null
    away_score: number | null
    home_period_scores: number[]
    away_period_scores: number[]
  }>(
    transaction,
    sql`SELECT source_id, date, round_number, status, home_team_id, away_team_id, home_score, away_score,
          home_period_scores, away_period_scores
        FROM games WHERE league_season_id = ${season.id} AND phase = 'regular-season'`,
  )
  if (rows.length === 0 || rows.some((row) => row.status !== 'played' && row.status !== 'forfeit')) {
    const open = rows.filter((row) => row.status === 'scheduled').length
    throw new DomainError(
      'refused',
      'regular_season_open',
      rows.length === 0
        ? 'The regular season has no games yet.'
        : `${open} regular-season game${open === 1 ? ' is' : 's are'} not final yet: the table is not final.`,
    )
  }
  const statsGames: Game[] = rows.map((row) => ({
    id: row.source_id,
    date: isoDateOf(row.date),
    phase: 'regular-season',
    round: Number(row.round_number),
    homeTeamId: String(row.home_team_id),
    awayTeamId: String(row.away_team_id),
    homeScore: Number(row.home_score ?? 0),
    awayScore: Number(row.away_score ?? 0),
    homePeriodScores: row.home_period_scores,
    awayPeriodScores: row.away_period_scores,
    status: row.status === 'forfeit' ? 'forfeit' : 'played',
  }))
  const table = computeStandings(statsGames, {
    rules: STANDINGS_PRESETS[season.format?.tieBreak ?? 'fiba'],
    phase: 'regular-season',
    teamIds: teams.map((team) => String(team.id)),
  })
  return table.map((row) => Number(row.teamId))
}

export async function drawPlayoffs(actor: SeasonActor, seasonId: number): Promise<void> {
  await staffWrite(actor, async (transaction) => {
    const season = await findSeasonRow(transaction, actor.clientId, seasonId)
    const playoff = season.format?.playoff ?? null
    if (playoff === null) {
      throw new DomainError('refused', 'no_playoffs', `Season ${season.name} is played without play-offs.`)
    }
    const [drawn] = await transaction
      .select({ id: playoffRounds.id })
      .from(playoffRounds)
      .where(eq(playoffRounds.leagueSeasonId, seasonId))
    if (drawn !== undefined) {
      throw new DomainError('conflict', 'playoffs_drawn', `The play-offs of ${season.name} are drawn already.`)
    }
    const teams = await selectRows<TeamRow>(
      transaction,
      sql`SELECT st.id, st.name, c.slug AS club_slug, st.home_venue_id AS venue_id
          FROM season_teams st JOIN clubs c ON c.id = st.club_id WHERE st.league_season_id = ${seasonId}`,
    )
    if (teams.length < playoff.teams) {
      throw new DomainError(
        'refused',
        'too_few_teams',
        `The play-offs take ${playoff.teams} teams; the season has ${teams.length}.`,
      )
    }
    const order = await finalTable(transaction, season, teams)
    const teamById = new Map(teams.map((team) => [Number(team.id), team]))
    const phases = playoffPhases(playoff.teams)
    const roundIds = new Map<string, number>()
    for (const [index, phase] of phases.entries()) {
      const [row] = await transaction
        .insert(playoffRounds)
        .values({
          leagueSeasonId: seasonId,
          slug: phase,
          name: phaseNames[phase],
          position: index + 1,
          bestOf: playoff.bestOf[phase],
        })
        .returning({ id: playoffRounds.id })
      roundIds.set(phase, row!.id)
    }
    const phase = phases[0]!
    const bestOf = playoff.bestOf[phase]
    const [counted] = await selectRows<{ count: number }>(
      transaction,
      sql`SELECT count(*)::int AS count FROM games WHERE league_season_id = ${seasonId}`,
    )
    let gameNumber = Number(counted?.count ?? 0)
    const gameRoundIds = new Map<number, number>()
    for (let number = 1; number <= bestOf; number += 1) {
      const [row] = await transaction
        .insert(rounds)
        .values({
          leagueSeasonId: seasonId,
          phase,
          number,
          slug: `${phase}-${number}`,
          name: `${phaseNames[phase]}, game ${number}`,
        })
        .returning({ id: rounds.id })
      gameRoundIds.set(number, row!.id)
    }
    const series = firstRoundSeries(playoff.teams).map((seeded) => ({
      higher: teamById.get(order[seeded.higherSeed - 1]!)!,
      lower: teamById.get(order[seeded.lowerSeed - 1]!)!,
    }))
    for (const { higher, lower } of series) {
      const [duel] = await transaction
        .insert(playoffDuels)
        .values({
          playoffRoundId: roundIds.get(phase)!,
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
          leagueSeasonId: seasonId,
          sourceId,
          slug,
          phase,
          phaseSource: phaseNames[phase],
          roundNumber: number,
          roundId: gameRoundIds.get(number)!,
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
    const after = { phase, bestOf, series: series.map(({ higher, lower }) => `${higher.name} v ${lower.name}`) }
    return {
      result: undefined,
      change: {
        action: 'season.playoffs.draw',
        entityType: 'league_season',
        entityId: String(seasonId),
        before: null,
        after,
      },
    }
  })
}
