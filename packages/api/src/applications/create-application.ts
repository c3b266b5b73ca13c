// Staff (or the command line) open a team application for a club and a league season: an existing club by
// slug, prefilled from its latest season team so the club does not retype what the league knows, or a club
// new to the league by name. The link is mailed to the contact address when one is given.
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { teamApplications } from '../db/schema/applications.ts'
import { clubs, seasonTeams, venues } from '../db/schema/clubs-and-players.ts'
import { leagueSeasons, seasons } from '../db/schema/league-seasons.ts'
import { DomainError } from '../domain-errors.ts'
import { recordStaffChange } from '../auth/staff-audit.ts'
import type { ApplicationForm } from '../contract/team-application-form.ts'
import { leagueSeasonsOf } from '../queries/season-data.ts'
import type { Mailer } from '../mail/mail.ts'
import { applicationLink, mailApplicationLink, type ApplicationSite } from './application-mail.ts'
import { auditSnapshot, loadApplicationForStaff, type LoadedApplication } from './application-view.ts'

export const defaultExpiryDays = 30
const dayMs = 24 * 60 * 60 * 1000

export type NewApplication = {
  /** An existing club's slug, or… */
  club?: string | undefined
  /** …the name of a club new to the league. */
  newClubName?: string | undefined
  season: string
  league?: string | undefined
  contactEmail?: string | undefined
  expiresInDays?: number | undefined
}

export type ApplicationActor = {
  database: Database
  mailer: Mailer
  site: ApplicationSite
  clientId: number
  /** The staff account acting; null for the command line ("system" in the audit log). */
  userId: number | null
  now: Date
}

const refuse = (code: string, field: string, message: string) =>
  new DomainError('invalid', code, message, { fields: { [field]: message } })

/** The league season named by season slug (and league slug when the season has several leagues). */
async function leagueSeasonFor(database: Database, clientId: number, season: string, league: string | undefined) {
  // Clubs apply for a season staff are still setting up (a draft) as for a published one.
  const rows = await leagueSeasonsOf(database, clientId, { includeDrafts: true })
  const ofSeason = rows.filter((row) => row.season_slug === season)
  if (ofSeason.length === 0) {
    const known = [...new Set(rows.map((row) => row.season_slug))].join(', ')
    throw refuse('unknown_season', 'season', `No season "${season}"; seasons: ${known || 'none yet'}.`)
  }
  const matching = league === undefined ? ofSeason : ofSeason.filter((row) => row.league_slug === league)
  const [only] = matching
  if (only === undefined || matching.length > 1) {
    const leagues = ofSeason.map((row) => row.league_slug).join(', ')
    throw refuse(
      'unknown_league',
      'league',
      league === undefined
        ? `Season ${season} has several leagues; name one: ${leagues}.`
        : `No league "${league}" in season ${season}; leagues: ${leagues}.`,
    )
  }
  return only
}

async function clubFor(database: Database, clientId: number, slug: string) {
  const [club] = await database
    .select()
    .from(clubs)
    .where(and(eq(clubs.clientId, clientId), eq(clubs.slug, slug)))
    .limit(1)
  if (club === undefined) {
    const known = await database.select({ slug: clubs.slug }).from(clubs).where(eq(clubs.clientId, clientId))
    const list = known
      .map((row) => row.slug)
      .sort()
      .join(', ')
    throw refuse('unknown_club', 'club', `No club "${slug}"; clubs: ${list || 'none yet'}.`)
  }
  return club
}

/** What the league already knows of an existing club: its name and arena, from its latest season team. */
async function prefillOf(database: Database, club: typeof clubs.$inferSelect): Promise<ApplicationForm> {
  const [latest] = await database
    .select({ name: seasonTeams.name, venue: venues })
    .from(seasonTeams)
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, seasonTeams.leagueSeasonId))
    .innerJoin(seasons, eq(seasons.id, leagueSeasons.seasonId))
    .leftJoin(venues, eq(venues.id, seasonTeams.homeVenueId))
    .where(eq(seasonTeams.clubId, club.id))
    .orderBy(desc(seasons.slug))
    .limit(1)
  const form: ApplicationForm = {
    club: {
      name: (latest?.name ?? club.name).slice(0, 120),
      shortName: club.shortName.slice(0, 40),
      ...(club.colours === null
        ? {}
        : { primaryColour: club.colours.primary, secondaryColour: club.colours.secondary }),
    },
  }
  const venue = latest?.venue
  if (venue !== undefined && venue !== null) {
    form.arena = {
      name: venue.name.slice(0, 120),
      ...(venue.location === null ? {} : { address: venue.location.slice(0, 240) }),
      ...(venue.capacity === null ? {} : { capacity: venue.capacity }),
    }
  }
  return form
}

/** Creates the application (status draft, version 1), records it, and mails the link when an address is given. */
export async function createApplication(
  actor: ApplicationActor,
  request: NewApplication,
): Promise<{ loaded: LoadedApplication; link: { path: string; url: string }; mailed: boolean }> {
  const { database, clientId, now } = actor
  if ((request.club === undefined) === (request.newClubName === undefined)) {
    throw refuse('club_needed', 'club', 'Give either an existing club (its slug) or the name of a new club.')
  }
  const expiresInDays = request.expiresInDays ?? defaultExpiryDays
  if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > 120) {
    throw refuse('invalid_expiry', 'expiresInDays', 'An application link lasts 1 to 120 days.')
  }
  const leagueSeason = await leagueSeasonFor(database, clientId, request.season, request.league)
  const club = request.club === undefined ? undefined : await clubFor(database, clientId, request.club)
  const form = club === undefined ? {} : await prefillOf(database, club)
  const uuid = await database.transaction(async (transaction) => {
    const [created] = await transaction
      .insert(teamApplications)
      .values({
        clientId,
        leagueSeasonId: leagueSeason.league_season_id,
        clubId: club?.id ?? null,
        proposedClubName: club === undefined ? (request.newClubName?.trim() ?? null) : null,
        contactEmail: request.contactEmail?.trim().toLowerCase() ?? null,
        form,
        expiresAt: new Date(now.getTime() + expiresInDays * dayMs),
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (created === undefined) {
      throw new Error('The insert answered no row')
    }
    await recordStaffChange(transaction, {
      clientId,
      userId: actor.userId,
      action: 'application.create',
      entityType: 'application',
      entityId: created.uuid,
      before: null,
      after: {
        ...auditSnapshot(created),
        club: club?.slug ?? created.proposedClubName,
        season: leagueSeason.season_slug,
        league: leagueSeason.league_slug,
        expiresAt: created.expiresAt.toISOString(),
      },
      at: now,
    })
    return created.uuid
  })
  const loaded = await loadApplicationForStaff(database, clientId, uuid)
  const contactEmail = loaded.application.contactEmail
  const mailed = contactEmail !== null && (await mailApplicationLink(actor.mailer, actor.site, loaded, contactEmail))
  return { loaded, link: applicationLink(actor.site, uuid), mailed }
}
