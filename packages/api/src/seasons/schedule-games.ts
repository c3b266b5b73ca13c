// The regular season from Berger tables (@league/stats/schedule), written as the importer writes games (source
// id `<sourceCode>_<n>`, slug with '-', phase regular-season, status scheduled) so the operator console, the
// final box score, standings, leaders and fantasy treat them as any other; and one game moved by hand.
import { and, eq, ne, or, sql } from 'drizzle-orm'
import { roundRobin } from '@league/stats/schedule'
import type { Database } from '../db/connection.ts'
import type { GenerateSchedule } from '../contract/staff-seasons.ts'
import { games, rounds, seasonTeams, venues } from '../db/schema/league.ts'
import { DomainError } from '../domain-errors.ts'
import { searchFold } from '../import/names/fold.ts'
import { isoDateOf } from '../queries/season-data.ts'
import {
  findSeasonRow,
  requireDraft,
  requireWithinSeason,
  staffWrite,
  type SeasonActor,
  type SeasonRow,
} from './staff-write.ts'

/** `date` plus `days` days, as YYYY-MM-DD (computed in UTC, so no daylight-saving shift). */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() + days)
  return moment.toISOString().slice(0, 10)
}

/** The date and time of each round: the rhythm from the first round, or the round's own override. */
export function roundDates(input: GenerateSchedule, roundCount: number): Array<{ date: string; time: string }> {
  const overrides = new Map(input.rounds.map((round) => [round.number, round]))
  return Array.from({ length: roundCount }, (_, index) => {
    const override = overrides.get(index + 1)
    return override === undefined
      ? { date: addDays(input.firstRoundDate, index * input.daysBetweenRounds), time: input.time }
      : { date: override.date, time: override.time }
  })
}

function refuseOutside(season: SeasonRow, date: string, round: number) {
  try {
    requireWithinSeason(season, date)
  } catch (error) {
    if (error instanceof DomainError) {
      throw new DomainError('refused', error.code, `Round ${round}: ${error.message}`, {
        fields: { [`rounds.${round}`]: 'outside the season' },
      })
    }
    throw error
  }
}

/** Generates the regular season of a draft; a second run replaces the rounds and games of the first. */
export async function generateSchedule(actor: SeasonActor, seasonId: number, input: GenerateSchedule): Promise<void> {
  await staffWrite(actor, async (transaction) => {
    const season = await findSeasonRow(transaction, actor.clientId, seasonId)
    requireDraft(season, 'its schedule')
    // Draw positions are the order teams were added in.
    const teams = await transaction
      .select({ id: seasonTeams.id, name: seasonTeams.name, venueId: seasonTeams.homeVenueId })
      .from(seasonTeams)
      .where(eq(seasonTeams.leagueSeasonId, seasonId))
      .orderBy(seasonTeams.id)
    if (teams.length < 2) {
      throw new DomainError('refused', 'too_few_teams', 'A schedule needs at least two teams: add teams first.')
    }
    const schedule = roundRobin(teams.length, season.format?.roundRobin ?? 'single')
    const dates = roundDates(input, schedule.length)
    dates.forEach(({ date }, index) => refuseOutside(season, date, index + 1))
    await transaction.delete(games).where(eq(games.leagueSeasonId, seasonId))
    await transaction.delete(rounds).where(eq(rounds.leagueSeasonId, seasonId))
    let gameNumber = 0
    for (const round of schedule) {
      const [roundRow] = await transaction
        .insert(rounds)
        .values({
          leagueSeasonId: seasonId,
          phase: 'regular-season',
          number: round.number,
          slug: String(round.number),
          name: `Round ${round.number}`,
        })
        .returning({ id: rounds.id })
      const when = dates[round.number - 1]!
      const rows = round.pairings.map(({ home, away }) => {
        gameNumber += 1
        const homeTeam = teams[home - 1]!
        const awayTeam = teams[away - 1]!
        const sourceId = `${season.sourceCode}_${gameNumber}`
        const slug = sourceId.replace('_', '-')
        return {
          leagueSeasonId: seasonId,
          sourceId,
          slug,
          phase: 'regular-season',
          phaseSource: 'Regular',
          roundNumber: round.number,
          roundId: roundRow!.id,
          status: 'scheduled',
          date: when.date,
          time: when.time,
          homeTeamId: homeTeam.id,
          awayTeamId: awayTeam.id,
          homeTeamName: homeTeam.name,
          awayTeamName: awayTeam.name,
          homePeriodScores: [],
          awayPeriodScores: [],
          venueId: homeTeam.venueId,
          refereeIds: [],
          searchText: [slug, sourceId, homeTeam.name, awayTeam.name].map(searchFold).join(' | '),
        }
      })
      if (rows.length > 0) {
        await transaction.insert(games).values(rows)
      }
    }
    const after = { ...input, rounds: schedule.length, games: gameNumber, teams: teams.length }
    return {
      result: undefined,
      change: {
        action: 'season.schedule.generate',
        entityType: 'league_season',
        entityId: String(seasonId),
        before: null,
        after,
      },
    }
  })
}

/** Moves one scheduled game to another date, time or venue, refusing a clash or a date outside the season. */
export async function moveGame(
  actor: SeasonActor,
  seasonId: number,
  gameId: number,
  input: { date?: string | undefined; time?: string | undefined; venueId?: number | undefined },
): Promise<void> {
  await staffWrite(actor, async (transaction) => {
    const season = await findSeasonRow(transaction, actor.clientId, seasonId)
    const [game] = await transaction
      .select()
      .from(games)
      .where(and(eq(games.leagueSeasonId, seasonId), eq(games.id, gameId)))
    if (game === undefined) {
      throw new DomainError('not_found', 'unknown_game', `No game with id ${gameId} in ${season.name}.`)
    }
    if (game.status !== 'scheduled') {
      throw new DomainError('refused', 'game_played', `${game.homeTeamName} v ${game.awayTeamName} is played already.`)
    }
    const date = input.date ?? isoDateOf(game.date)
    const time = input.time ?? game.time
    if (input.date !== undefined) {
      requireWithinSeason(season, input.date)
    }
    if (input.venueId !== undefined) {
      const [venue] = await transaction
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.clientId, actor.clientId), eq(venues.id, input.venueId)))
      if (venue === undefined) {
        throw new DomainError('not_found', 'unknown_venue', `No venue with id ${input.venueId} in this league.`)
      }
    }
    if (date !== null && time !== null) {
      await refuseClash(transaction, { seasonId, gameId, date, time, teams: [game.homeTeamId, game.awayTeamId] })
    }
    const changes = {
      ...(input.date === undefined ? {} : { date: input.date }),
      ...(input.time === undefined ? {} : { time: input.time }),
      ...(input.venueId === undefined ? {} : { venueId: input.venueId }),
    }
    if (Object.keys(changes).length > 0) {
      await transaction.update(games).set(changes).where(eq(games.id, gameId))
    }
    const before = { date: isoDateOf(game.date), time: game.time, venueId: game.venueId }
    return {
      result: undefined,
      change: { action: 'season.game.move', entityType: 'game', entityId: String(gameId), before, after: changes },
    }
  })
}

/** Refuses a second game of either team at the same date and time. */
async function refuseClash(
  transaction: Database,
  game: { seasonId: number; gameId: number; date: string; time: string; teams: [number, number] },
) {
  const [home, away] = game.teams
  const [clash] = await transaction
    .select({ home: games.homeTeamName, away: games.awayTeamName })
    .from(games)
    .where(
      and(
        eq(games.leagueSeasonId, game.seasonId),
        ne(games.id, game.gameId),
        sql`${games.date} = ${game.date}`,
        eq(games.time, game.time),
        or(
          eq(games.homeTeamId, home),
          eq(games.awayTeamId, home),
          eq(games.homeTeamId, away),
          eq(games.awayTeamId, away),
        ),
      ),
    )
  if (clash !== undefined) {
    throw new DomainError(
      'refused',
      'team_clash',
      `${clash.home} v ${clash.away} is at ${game.date} ${game.time} already: a team cannot play two games at once.`,
      { fields: { time: 'clashes with another game of a team' } },
    )
  }
}
