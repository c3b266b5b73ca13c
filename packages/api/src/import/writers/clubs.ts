// Clubs (stable across seasons) and season teams (a club in one league season under that season's name).
import { eq, sql } from 'drizzle-orm'
import { clubs, seasonTeams } from '../../db/schema/league.ts'
import { selectRows } from '../../db/connection.ts'
import type { ImportRow } from '../bulk-upsert.ts'
import { stableClubName } from '../club-names.ts'
import type { ImportContext } from '../import-context.ts'
import { searchFold, slugify } from '../names/fold.ts'
import type { SeasonFiles } from '../season-files.ts'

/** Every club any season names; fills `context.ids.clubs` and `context.ids.clubSlugs` by club code. */
export async function writeClubs(context: ImportContext, seasonFiles: SeasonFiles[]): Promise<void> {
  const clientId = context.ids.clientId
  // Names already stored stay (a later import of one season must not forget the others' names); later
  // seasons come last, so their names win.
  const stored = await selectRows<{ code: string; other_names: string[] }>(
    context.executor,
    sql`SELECT ${clubs.code} AS code, ${clubs.otherNames} AS other_names FROM ${clubs} WHERE ${eq(clubs.clientId, clientId)}`,
  )
  const names = new Map<string, string[]>(stored.map((club) => [club.code, [...club.other_names]]))
  const remember = (code: string, clubNames: string[]): void => {
    const list = names.get(code) ?? []
    for (const name of clubNames) {
      if (!list.includes(name)) {
        list.push(name)
      }
    }
    names.set(code, list)
  }
  for (const season of seasonFiles) {
    for (const team of season.teams) {
      remember(team.team_id, [team.team_name, ...team.other_names])
    }
    for (const game of season.games) {
      remember(game.home_team_id, [game.home_team])
      remember(game.away_team_id, [game.away_team])
    }
  }
  // Crest and colours come from approved team applications, never from the data files: an import keeps them.
  const rows = [...names].map(([code, clubNames]): ImportRow<typeof clubs, 'crestFileId' | 'colours'> => {
    const name = stableClubName(code, clubNames)
    const slug = slugify(name)
    context.ids.clubSlugs.set(code, slug)
    const spellings = [name, ...clubNames, code]
    return {
      clientId,
      code,
      slug,
      name,
      shortName: code,
      otherNames: clubNames,
      searchText: [...new Set(spellings.map(searchFold))].join(' | '),
    }
  })
  await context.upsert(clubs, { key: ['clientId', 'code'], rows, leave: ['crestFileId', 'colours'] })
  for (const [code, id] of await context.idsBy<string>(
    sql`SELECT ${clubs.id} AS id, ${clubs.code} AS key FROM ${clubs} WHERE ${eq(clubs.clientId, clientId)}`,
  )) {
    context.ids.clubs.set(code, id)
  }
}

/** The season's teams; returns season team ids by club code. */
export async function writeSeasonTeams(
  context: ImportContext,
  season: SeasonFiles,
  leagueSeasonId: number,
): Promise<Map<string, number>> {
  const { clubs: clubIds, venues: venueIds } = context.ids
  await context.upsert(seasonTeams, {
    key: ['leagueSeasonId', 'clubId'],
    rows: season.teams.map((team) => ({
      leagueSeasonId,
      clubId: clubIds.get(team.team_id)!,
      name: team.team_name,
      otherNames: team.other_names,
      status: team.status,
      homeVenueId: team.home_venue === null ? null : (venueIds.get(team.home_venue) ?? null),
    })),
  })
  const teamIdByClubId = await context.idsBy<number>(
    sql`SELECT ${seasonTeams.id} AS id, ${seasonTeams.clubId} AS key FROM ${seasonTeams}
        WHERE ${eq(seasonTeams.leagueSeasonId, leagueSeasonId)}`,
  )
  const teamIds = new Map<string, number>()
  for (const [code, clubId] of clubIds) {
    const teamId = teamIdByClubId.get(clubId)
    if (teamId !== undefined) {
      teamIds.set(code, teamId)
    }
  }
  context.progress.advance(season.teams.length)
  return teamIds
}
