// Teams entered by hand: an existing club or a new one (with the code staff chose), its home venue (existing
// or new) and its players. New players are written as approved team applications write them (league-writes.ts):
// their source id is their own id negated, so the live console and the final box score key them as any other.
import { and, eq, or, sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import type { AddTeam } from '../contract/staff-seasons.ts'
import { clubs, games, seasonTeams, venues } from '../db/schema/league.ts'
import {
  addToRoster,
  createPlayer,
  findOrCreateVenue,
  upsertSeasonTeam,
} from '../applications/approval/league-writes.ts'
import { DomainError } from '../domain-errors.ts'
import { searchFold, slugify } from '../import/names/fold.ts'
import { findSeasonRow, requireDraft, staffWrite, type SeasonActor } from './staff-write.ts'

type NewClub = Exclude<AddTeam['club'], { slug: string }>

async function createClubWithCode(transaction: Database, clientId: number, club: NewClub) {
  const [codeTaken] = await transaction
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.clientId, clientId), eq(clubs.code, club.code)))
  if (codeTaken !== undefined) {
    throw new DomainError('conflict', 'club_code_taken', `Another club has the code ${club.code}: choose another.`, {
      fields: { 'club.code': 'taken' },
    })
  }
  const base = slugify(club.name) || 'club'
  const slugs = new Set(
    (
      await selectRows<{ slug: string }>(
        transaction,
        sql`SELECT slug FROM clubs WHERE client_id = ${clientId} AND (slug = ${base} OR slug LIKE ${`${base}-%`})`,
      )
    ).map((row) => row.slug),
  )
  let slug = base
  for (let suffix = 2; slugs.has(slug); suffix += 1) {
    slug = `${base}-${suffix}`
  }
  const spellings = [...new Set([club.name, club.shortName, club.code])]
  const [created] = await transaction
    .insert(clubs)
    .values({
      clientId,
      code: club.code,
      slug,
      name: club.name,
      shortName: club.shortName,
      otherNames: [club.name],
      searchText: [...new Set(spellings.map(searchFold))].join(' | '),
    })
    .returning({ id: clubs.id, name: clubs.name, slug: clubs.slug })
  return created!
}

async function clubFor(transaction: Database, clientId: number, club: AddTeam['club']) {
  if (!('slug' in club)) {
    return createClubWithCode(transaction, clientId, club)
  }
  const [found] = await transaction
    .select({ id: clubs.id, name: clubs.name, slug: clubs.slug })
    .from(clubs)
    .where(and(eq(clubs.clientId, clientId), eq(clubs.slug, club.slug)))
  if (found === undefined) {
    throw new DomainError('not_found', 'unknown_club', `No club "${club.slug}" in this league.`)
  }
  return found
}

async function venueFor(transaction: Database, clientId: number, venue: AddTeam['venue']): Promise<number> {
  if (!('id' in venue)) {
    return findOrCreateVenue(transaction, clientId, {
      name: venue.name,
      address: venue.location,
      capacity: venue.capacity,
    })
  }
  const [found] = await transaction
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.clientId, clientId), eq(venues.id, venue.id)))
  if (found === undefined) {
    throw new DomainError('not_found', 'unknown_venue', `No venue with id ${venue.id} in this league.`)
  }
  return found.id
}

/** Adds a team to a draft season; answers the season team's id. */
export async function addTeam(actor: SeasonActor, seasonId: number, input: AddTeam): Promise<number> {
  return staffWrite(actor, async (transaction) => {
    const season = await findSeasonRow(transaction, actor.clientId, seasonId)
    requireDraft(season, 'its teams')
    const club = await clubFor(transaction, actor.clientId, input.club)
    const [already] = await transaction
      .select({ id: seasonTeams.id })
      .from(seasonTeams)
      .where(and(eq(seasonTeams.leagueSeasonId, seasonId), eq(seasonTeams.clubId, club.id)))
    if (already !== undefined) {
      throw new DomainError('conflict', 'team_in_season', `${club.name} already plays in ${season.name}.`)
    }
    const homeVenueId = await venueFor(transaction, actor.clientId, input.venue)
    const name = input.name ?? club.name
    const teamId = await upsertSeasonTeam(transaction, { leagueSeasonId: seasonId, clubId: club.id, name, homeVenueId })
    for (const player of input.players) {
      const playerId = await createPlayer(transaction, actor.clientId, player)
      await addToRoster(transaction, teamId, playerId, player.number)
    }
    const after = { club: club.slug, name, homeVenueId, players: input.players.length }
    return {
      result: teamId,
      change: { action: 'season.team.add', entityType: 'season_team', entityId: String(teamId), before: null, after },
    }
  })
}

/** Takes a team out of a draft season; its scheduled games go with it (the schedule is generated again). */
export async function removeTeam(actor: SeasonActor, seasonId: number, teamId: number): Promise<void> {
  await staffWrite(actor, async (transaction) => {
    const season = await findSeasonRow(transaction, actor.clientId, seasonId)
    requireDraft(season, 'its teams')
    const [team] = await transaction
      .select({ id: seasonTeams.id, name: seasonTeams.name, clubId: seasonTeams.clubId })
      .from(seasonTeams)
      .where(and(eq(seasonTeams.leagueSeasonId, seasonId), eq(seasonTeams.id, teamId)))
    if (team === undefined) {
      throw new DomainError('not_found', 'unknown_team', `No team with id ${teamId} in ${season.name}.`)
    }
    const removedGames = await transaction
      .delete(games)
      .where(and(eq(games.leagueSeasonId, seasonId), or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId))))
      .returning({ id: games.id })
    await transaction.delete(seasonTeams).where(eq(seasonTeams.id, teamId))
    return {
      result: undefined,
      change: {
        action: 'season.team.remove',
        entityType: 'season_team',
        entityId: String(teamId),
        before: { name: team.name, clubId: team.clubId, games: removedGames.length },
        after: null,
      },
    }
  })
}
