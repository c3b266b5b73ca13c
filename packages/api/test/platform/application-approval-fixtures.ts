// Team applications as staff find them after a club submitted: rows written straight into the imported
// 2022-23 database (the lifecycle that creates them lives elsewhere), with their crest and PDFs, and a staff
// member to review them.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { grantStaffIn } from '../../src/auth/staff.ts'
import { findUserByEmail } from '../../src/auth/users.ts'
import { selectRows, type Database } from '../../src/db/connection.ts'
import { teamApplications, uploadedFiles } from '../../src/db/schema/applications.ts'
import type { ApplicationForm, PlayerDraft } from '../../src/contract/team-application-form.ts'
import type { FileStore } from '../../src/uploads/file-store.ts'
import { markAddressVerified, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'

/** A 1×1 transparent PNG, as the upload pipeline would have stored a crest. */
export const crestBytes = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
)

/** The file store as the crest route reads it: files by id, in memory. */
export function memoryFiles(): FileStore {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>()
  return {
    kind: 'local',
    location: 'memory',
    get: async (key) => files.get(key),
    put: async (key, bytes, contentType) => {
      files.set(key, { bytes, contentType })
    },
    delete: async (key) => {
      files.delete(key)
    },
  }
}

export async function abaClientId(database: Database): Promise<number> {
  const [row] = await selectRows<{ id: number }>(database, sql`SELECT id FROM clients WHERE slug = 'aba'`)
  return Number(row!.id)
}

/** A signed-in account made staff of the ABA League; answers its access token. */
export async function staffToken(app: TestApp, database: Database, label: string): Promise<string> {
  const email = uniqueEmail(label)
  const token = await signUp(app, email, { name: `Staff ${label}` })
  await markAddressVerified(database, email)
  const user = await findUserByEmail(database, email)
  await grantStaffIn(database, await abaClientId(database), user!, new Date())
  return token
}

/** The league season of a season slug (the ABA League has one competition per season). */
export async function leagueSeasonOf(database: Database, seasonSlug: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    database,
    sql`SELECT ls.id FROM league_seasons ls JOIN seasons s ON s.id = ls.season_id WHERE s.slug = ${seasonSlug}`,
  )
  return Number(row!.id)
}

/** Opens the 2023-24 season (no games yet), the one clubs apply for after 2022-23. */
export async function openNextSeason(database: Database): Promise<number> {
  const clientId = await abaClientId(database)
  const [season] = await selectRows<{ id: number }>(
    database,
    sql`INSERT INTO seasons (client_id, slug, name) VALUES (${clientId}, '2023-24', '2023-24') RETURNING id`,
  )
  const [league] = await selectRows<{ id: number }>(
    database,
    sql`INSERT INTO league_seasons (competition_id, season_id, source_code, name, phases)
        SELECT ls.competition_id, ${season!.id}, '23', 'ABA League 2023-24', ls.phases FROM league_seasons ls
        JOIN seasons s ON s.id = ls.season_id WHERE s.slug = '2022-23' RETURNING id`,
  )
  return Number(league!.id)
}

const person = (name: string, index: number) => ({
  name,
  email: `contact${index}@club.example`,
  phone: '+381 64 1234567',
})

/** A squad player as the club typed him: a name, and details that pass the form's checks. */
export function squadPlayer(firstName: string, lastName: string, shirtNumber: string): PlayerDraft {
  return {
    firstName,
    lastName,
    dateOfBirth: '1998-05-14',
    nationality: 'RS',
    position: 'SG',
    shirtNumber,
    heightCm: 196,
  }
}

/** `count` invented players with unlikely names, shirts from 40 up. */
export function inventedPlayers(count: number, prefix: string): PlayerDraft[] {
  return Array.from({ length: count }, (_, index) =>
    squadPlayer(`${prefix}${String.fromCharCode(97 + index)}`, `Qwertzovski${prefix}`, String(40 + index)),
  )
}

/** A complete form: club (with the crest file), arena, contacts, the squad, staff and both documents. */
export function completeForm(
  club: { name: string; shortName: string },
  arena: { name: string; address: string; capacity: number },
  players: PlayerDraft[],
  files: { crest: string; registration: string; safety: string },
): ApplicationForm {
  return {
    club: { ...club, primaryColour: '#1A2B3C', secondaryColour: '#FFFFFF', crestFileId: files.crest },
    arena,
    contacts: {
      president: person('Ana Predsednik', 1),
      manager: person('Ivan Menadžer', 2),
      pressOfficer: person('Mila Pres', 3),
    },
    squad: { players },
    staff: { headCoach: { name: 'Head Coach' }, assistants: [{ name: 'Assistant' }], doctor: { name: 'Doctor' } },
    documents: { files: { 'registration-certificate': files.registration, 'arena-safety-certificate': files.safety } },
  }
}

export type SubmittedApplication = { uuid: string; id: number; crestFileId: string }

/**
 * A submitted application (version 1) with its three files; the crest's bytes go into `files`. `clubId` null
 * is a club new to the league.
 */
export async function insertSubmittedApplication(
  database: Database,
  files: ReturnType<typeof memoryFiles>,
  options: {
    leagueSeasonId: number
    clubId: number | null
    club: { name: string; shortName: string }
    arena: { name: string; address: string; capacity: number }
    players: PlayerDraft[]
  },
): Promise<SubmittedApplication> {
  const clientId = await abaClientId(database)
  const uuid = randomUUID()
  const fileIds = { crest: randomUUID(), registration: randomUUID(), safety: randomUUID() }
  const [application] = await database
    .insert(teamApplications)
    .values({
      uuid,
      clientId,
      leagueSeasonId: options.leagueSeasonId,
      clubId: options.clubId,
      proposedClubName: options.clubId === null ? options.club.name : null,
      status: 'submitted',
      form: completeForm(options.club, options.arena, options.players, fileIds),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      submittedAt: new Date(),
    })
    .returning({ id: teamApplications.id })
  const fileRow = (id: string, kind: string, contentType: string, displayName: string) => ({
    id,
    clientId,
    kind,
    contentType,
    byteSize: kind === 'crest' ? crestBytes.length : 1000,
    displayName,
    applicationId: application!.id,
  })
  await database
    .insert(uploadedFiles)
    .values([
      fileRow(fileIds.crest, 'crest', 'image/png', 'crest.png'),
      fileRow(fileIds.registration, 'document', 'application/pdf', 'registration.pdf'),
      fileRow(fileIds.safety, 'document', 'application/pdf', 'safety.pdf'),
    ])
  files.put(fileIds.crest, crestBytes, 'image/png')
  return { uuid, id: application!.id, crestFileId: fileIds.crest }
}

/** How many rows the league tables an approval writes hold: equal before and after means nothing was written. */
type RowCounts = Record<'clubs' | 'venues' | 'season_teams' | 'players' | 'rosters' | 'audit' | 'public_files', number>

export async function leagueRowCounts(database: Database): Promise<RowCounts> {
  const [counts] = await selectRows<RowCounts>(
    database,
    sql`SELECT (SELECT count(*) FROM clubs)::int AS clubs, (SELECT count(*) FROM venues)::int AS venues,
          (SELECT count(*) FROM season_teams)::int AS season_teams, (SELECT count(*) FROM players)::int AS players,
          (SELECT count(*) FROM rosters)::int AS rosters, (SELECT count(*) FROM staff_audit)::int AS audit,
          (SELECT count(*) FROM uploaded_files WHERE is_public)::int AS public_files`,
  )
  return counts!
}

export async function clubIdOf(database: Database, slug: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(database, sql`SELECT id FROM clubs WHERE slug = ${slug}`)
  return Number(row!.id)
}
