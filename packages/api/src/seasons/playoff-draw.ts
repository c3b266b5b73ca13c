// The play-off bracket drawn from the final table: once every regular-season game is final, the table (by
// the season's tie-break preset) seeds the qualifiers 1 v N, 2 v N-1 … in a fixed bracket (@league/stats
// schedule), and the first round's series and games are written as the importer writes play-offs. Drawing
// again once every series of a round is decided writes the next round: the winners of neighbouring series
// meet, the better regular-season rank at home first, and the decided series' unneeded games go. A series'
// games have no date yet (staff set them as for any game); the higher seed is at home by the series order
// (1-1-1 for best of 3, 2-2-1 for best of 5, 2-2-1-1-1 for best of 7).
import { eq, sql } from 'drizzle-orm'
import { firstRoundSeries, playoffPhases, winsNeeded } from '@league/stats/schedule'
import { computeStandings } from '@league/stats/standings'
import { STANDINGS_PRESETS } from '@league/stats/tie-breaks'
import type { Game } from '@league/stats/types'
import { selectRows, type Database } from '../db/connection.ts'
import { games, playoffDuels, playoffRounds } from '../db/schema/league.ts'
import { DomainError } from '../domain-errors.ts'
import { phaseNames } from '../import/phases.ts'
import { isoDateOf } from '../queries/season-data.ts'
import type { AuditValue } from '../auth/staff-audit.ts'
import { findSeasonRow, staffWrite, type SeasonActor, type SeasonRow } from './staff-write.ts'

import { writeSeries, type SeriesTeam } from './playoff-series.ts'

type TeamRow = SeriesTeam

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

type Playoff = NonNullable<NonNullable<SeasonRow['format']>['playoff']>
type Phase = ReturnType<typeof playoffPhases>[number]

/** The first round from the final table: the play-off rounds, then the series 1 v N, 2 v N-1 … */
async function drawFirstRound(
  transaction: Database,
  season: SeasonRow,
  playoff: Playoff,
  teams: TeamRow[],
): Promise<AuditValue> {
  const order = await finalTable(transaction, season, teams)
  const teamById = new Map(teams.map((team) => [Number(team.id), team]))
  const phases = playoffPhases(playoff.teams)
  for (const [index, phase] of phases.entries()) {
    await transaction.insert(playoffRounds).values({
      leagueSeasonId: season.id,
      slug: phase,
      name: phaseNames[phase],
      position: index + 1,
      bestOf: playoff.bestOf[phase],
    })
  }
  const pairs = firstRoundSeries(playoff.teams).map((seeded) => ({
    higher: teamById.get(order[seeded.higherSeed - 1]!)!,
    lower: teamById.get(order[seeded.lowerSeed - 1]!)!,
  }))
  await writeSeries(transaction, season, phases[0]!, playoff.bestOf[phases[0]!], pairs)
  return { phase: phases[0]!, series: pairs.map(({ higher, lower }) => `${higher.name} v ${lower.name}`) }
}

type DuelRow = {
  id: number
  phase: Phase
  best_of: number
  home_team_id: number
  away_team_id: number
  winner_team_id: number | null
}

/** The winner of each series of the latest round drawn, in bracket order; refuses while one is open. */
async function decidedSeries(transaction: Database, duels: DuelRow[]): Promise<number[]> {
  const winners: number[] = []
  for (const duel of duels) {
    const results = await selectRows<{ home_team_id: number; home_score: number; away_score: number }>(
      transaction,
      sql`SELECT home_team_id, home_score, away_score FROM games
          WHERE playoff_duel_id = ${duel.id} AND status IN ('played', 'forfeit')`,
    )
    const winsOf = (teamId: number) =>
      results.filter((game) =>
        Number(game.home_team_id) === teamId ? game.home_score > game.away_score : game.away_score > game.home_score,
      ).length
    const [homeWins, awayWins] = [winsOf(Number(duel.home_team_id)), winsOf(Number(duel.away_team_id))]
    const needed = winsNeeded(Number(duel.best_of))
    if (homeWins < needed && awayWins < needed) {
      throw new DomainError('refused', 'series_open', `A series of the ${phaseNames[duel.phase]} is not decided yet.`)
    }
    const winner = homeWins >= needed ? Number(duel.home_team_id) : Number(duel.away_team_id)
    await transaction
      .update(playoffDuels)
      .set({ homeWins, awayWins, winnerTeamId: winner })
      .where(eq(playoffDuels.id, duel.id))
    // The games a decided series no longer needs are not played.
    await transaction.delete(games).where(sql`${games.playoffDuelId} = ${duel.id} AND ${games.status} = 'scheduled'`)
    winners.push(winner)
  }
  return winners
}

/** The next round: winners of neighbouring series meet, the better regular-season rank first. */
async function drawNextRound(
  transaction: Database,
  season: SeasonRow,
  playoff: Playoff,
  teams: TeamRow[],
): Promise<AuditValue> {
  const duels = await selectRows<DuelRow>(
    transaction,
    sql`SELECT d.id, r.slug AS phase, r.best_of, d.home_team_id, d.away_team_id, d.winner_team_id
        FROM playoff_duels d JOIN playoff_rounds r ON r.id = d.playoff_round_id
        WHERE r.league_season_id = ${season.id}
          AND r.position = (SELECT max(r2.position) FROM playoff_rounds r2 JOIN playoff_duels d2
                              ON d2.playoff_round_id = r2.id WHERE r2.league_season_id = ${season.id})
        ORDER BY d.id`,
  )
  const phases = playoffPhases(playoff.teams)
  const next = phases[phases.indexOf(duels[0]!.phase) + 1]
  if (next === undefined && duels.every((duel) => duel.winner_team_id !== null)) {
    throw new DomainError('conflict', 'playoffs_complete', `The play-offs of ${season.name} are complete.`)
  }
  const winners = await decidedSeries(transaction, duels)
  if (next === undefined) {
    // The final is decided: its winner is recorded and its unneeded games go; there is no round after it.
    return { phase: duels[0]!.phase, champion: teams.find((team) => Number(team.id) === winners[0])?.name ?? null }
  }
  const order = await finalTable(transaction, season, teams)
  const rank = (teamId: number) => order.indexOf(teamId)
  const teamById = new Map(teams.map((team) => [Number(team.id), team]))
  const pairs = []
  for (let index = 0; index < winners.length; index += 2) {
    const [first, second] = [winners[index]!, winners[index + 1]!].sort((one, other) => rank(one) - rank(other))
    pairs.push({ higher: teamById.get(first!)!, lower: teamById.get(second!)! })
  }
  await writeSeries(transaction, season, next, playoff.bestOf[next], pairs)
  return { phase: next, series: pairs.map(({ higher, lower }) => `${higher.name} v ${lower.name}`) }
}

/** Draws the first play-off round, or (once its series are decided) the next one. */
export async function drawPlayoffs(actor: SeasonActor, seasonId: number): Promise<void> {
  await staffWrite(actor, async (transaction) => {
    const season = await findSeasonRow(transaction, actor.clientId, seasonId)
    const playoff = season.format?.playoff ?? null
    if (playoff === null) {
      throw new DomainError('refused', 'no_playoffs', `Season ${season.name} is played without play-offs.`)
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
    const [drawn] = await transaction
      .select({ id: playoffRounds.id })
      .from(playoffRounds)
      .where(eq(playoffRounds.leagueSeasonId, seasonId))
    const after =
      drawn === undefined
        ? await drawFirstRound(transaction, season, playoff, teams)
        : await drawNextRound(transaction, season, playoff, teams)
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
