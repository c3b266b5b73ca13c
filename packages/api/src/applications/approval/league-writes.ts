// The league data an approved application writes, one step per record, each inside the approval's
// transaction: the club (new, or its colours and crest), the home arena, the season team, the players and
// their roster rows. Names are stored the way the importer stores them (slug, folded search text), so search,
// links and the site treat an approved club's players like imported ones.
import { and, eq, sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { clubs, players, rosters, seasonTeams, venues } from '../../db/schema/league.ts'
import { uploadedFiles } from '../../db/schema/applications.ts'
import type { ApplicationSectionData, PlayerDraft } from '../../contract/team-application-form.ts'
import { searchFold, slugify, stripDiacritics, transliterateCyrillic } from '../../import/names/fold.ts'

const searchTextOf = (spellings: readonly string[]) => [...new Set(spellings.map(searchFold))].join(' | ')

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold. */
function firstFree(base: string, taken: ReadonlySet<string>, separator = '-'): string {
  let candidate = base
  for (let suffix = 2; taken.has(candidate); suffix += 1) {
    candidate = `${base}${separator}${suffix}`
  }
  return candidate
}

async function takenValues(transaction: Database, query: ReturnType<typeof sql>): Promise<Set<string>> {
  const rows = await selectRows<{ value: string }>(transaction, query)
  return new Set(rows.map((row) => row.value))
}

/** A club code from its short name: "Vojvodina" → "VOJ", "Čačak 94" → "CAC" (then "CAC2" when taken). */
export function clubCodeBase(shortName: string): string {
  const letters = stripDiacritics(transliterateCyrillic(shortName))
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
  return letters.slice(0, 3) || 'CLB'
}

type ClubSection = ApplicationSectionData['club']

/** Colours as the club table keeps them, when the form gave both. */
function coloursOf(club: ClubSection): { primary: string; secondary: string } | null {
  return club.primaryColour === undefined || club.secondaryColour === undefined
    ? null
    : { primary: club.primaryColour.toLowerCase(), secondary: club.secondaryColour.toLowerCase() }
}

/** Creates the club of a new entrant (code and slug unique in the client); answers its id and slug. */
export async function createClub(transaction: Database, clientId: number, club: ClubSection) {
  const name = club.name?.trim() ?? ''
  const shortName = club.shortName?.trim() || name
  const codes = await takenValues(transaction, sql`SELECT code AS value FROM clubs WHERE client_id = ${clientId}`)
  const slugs = await takenValues(transaction, sql`SELECT slug AS value FROM clubs WHERE client_id = ${clientId}`)
  const code = firstFree(clubCodeBase(shortName), codes, '')
  const slug = firstFree(slugify(name) || 'club', slugs)
  const [created] = await transaction
    .insert(clubs)
    .values({
      clientId,
      code,
      slug,
      name,
      shortName,
      otherNames: [name],
      searchText: searchTextOf([name, shortName, code]),
      crestFileId: club.crestFileId ?? null,
      colours: coloursOf(club),
    })
    .returning({ id: clubs.id, slug: clubs.slug })
  return created!
}

/** An existing club keeps its names (they come from the data); its colours and crest come from the form. */
export async function updateClub(transaction: Database, clubId: number, club: ClubSection) {
  const colours = coloursOf(club)
  const [updated] = await transaction
    .update(clubs)
    .set({
      ...(colours === null ? {} : { colours }),
      ...(club.crestFileId === undefined ? {} : { crestFileId: club.crestFileId }),
    })
    .where(eq(clubs.id, clubId))
    .returning({ id: clubs.id, slug: clubs.slug })
  return updated!
}

/** The approved crest becomes public: GET /clubs/{club}/crest serves it to anyone from now on. */
export async function publishCrest(transaction: Database, applicationId: number, fileId: string | undefined) {
  if (fileId === undefined) {
    return
  }
  await transaction
    .update(uploadedFiles)
    .set({ isPublic: true })
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.applicationId, applicationId)))
}

/** The arena by its name in the client, or a new one with the form's capacity and address. */
export async function findOrCreateVenue(
  transaction: Database,
  clientId: number,
  arena: ApplicationSectionData['arena'],
): Promise<number> {
  const name = arena.name?.trim() ?? ''
  await transaction
    .insert(venues)
    .values({ clientId, name, capacity: arena.capacity ?? null, location: arena.address?.trim() ?? null })
    .onConflictDoNothing({ target: [venues.clientId, venues.name] })
  const [venue] = await transaction
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.clientId, clientId), eq(venues.name, name)))
  return venue!.id
}

/** The club's team in the league season under the form's name and arena; an existing one keeps its id. */
export async function upsertSeasonTeam(
  transaction: Database,
  values: { leagueSeasonId: number; clubId: number; name: string; homeVenueId: number },
): Promise<number> {
  const [team] = await transaction
    .insert(seasonTeams)
    .values({ ...values, otherNames: [], status: 'active' })
    .onConflictDoUpdate({
      target: [seasonTeams.leagueSeasonId, seasonTeams.clubId],
      set: { name: values.name, homeVenueId: values.homeVenueId },
    })
    .returning({ id: seasonTeams.id })
  return team!.id
}

/** What the form says of a player beyond his name, for a new player or a matched one. */
function detailsOf(player: PlayerDraft) {
  return {
    birthDate: player.dateOfBirth ?? null,
    nationality: player.nationality ?? null,
    heightCm: player.heightCm ?? null,
    position: player.position ?? null,
  }
}

/** Adds what the form says of a player the league already knows (his names stay as the data spells them). */
export async function updateMatchedPlayer(transaction: Database, playerId: number, player: PlayerDraft) {
  await transaction.update(players).set(detailsOf(player)).where(eq(players.id, playerId))
}

/**
 * A player new to the league, spelt as the importer would: "Stefan Đorđević", ASCII "Stefan Dordevic",
 * play-by-play "ĐORĐEVIĆ S". The data files never named him, so his source id is his own id negated (the live
 * console and the box score key players by source id, and no source id is negative).
 */
export async function createPlayer(transaction: Database, clientId: number, player: PlayerDraft) {
  const firstName = player.firstName?.trim() ?? ''
  const lastName = player.lastName?.trim() ?? ''
  const name = `${firstName} ${lastName}`.trim()
  const asciiName = stripDiacritics(transliterateCyrillic(name))
  const playByPlayName = `${lastName.toUpperCase()} ${firstName.charAt(0).toUpperCase()}`.trim()
  const spellings = [...new Set([name, asciiName, playByPlayName])]
  const base = slugify(name) || 'player'
  const slugs = await takenValues(
    transaction,
    sql`SELECT slug AS value FROM players WHERE client_id = ${clientId} AND (slug = ${base} OR slug LIKE ${`${base}-%`})`,
  )
  const [next] = await selectRows<{ id: number }>(
    transaction,
    sql`SELECT nextval(pg_get_serial_sequence('players', 'id'))::int AS id`,
  )
  const id = Number(next!.id)
  await transaction.insert(players).values({
    id,
    clientId,
    sourceId: -id,
    slug: firstFree(base, slugs),
    name,
    firstName,
    lastName,
    asciiName,
    playByPlayName,
    spellings,
    searchText: searchTextOf(spellings),
    ...detailsOf(player),
  })
  return id
}

/**
 * Puts the player on the season team with his shirt number. A roster row that already has games (the data's)
 * is left exactly as it is; one without games takes the new number.
 */
export async function addToRoster(transaction: Database, seasonTeamId: number, playerId: number, shirt: string) {
  await transaction
    .insert(rosters)
    .values({ seasonTeamId, playerId, jerseys: [shirt], gamesDressed: 0, gamesPlayed: 0 })
    .onConflictDoUpdate({
      target: [rosters.seasonTeamId, rosters.playerId],
      set: { jerseys: [shirt] },
      setWhere: sql`${rosters.gamesDressed} = 0 AND ${rosters.gamesPlayed} = 0`,
    })
}
