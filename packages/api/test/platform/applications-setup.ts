// What the team application tests share: the ABA League 2022-23 imported, an app with a recording mailer, a
// staff member and a fan, the routes as small functions, a complete form, and the stored row to compare.
import { eq } from 'drizzle-orm'
import { acceptInvitation, inviteToRole } from '../../src/auth/role-invitations.ts'
import { findUserByEmail } from '../../src/auth/users.ts'
import type { ApplicationForm, ApplicationSection } from '../../src/contract/team-application-form.ts'
import type {
  CreatedApplication,
  StaffApplicationView,
  TeamApplicationView,
} from '../../src/contract/team-applications.ts'
import type { Database } from '../../src/db/connection.ts'
import { teamApplications, uploadedFiles } from '../../src/db/schema/applications.ts'
import { clients } from '../../src/db/schema/accounts.ts'
import { createRecordingMailer, type Mailer } from '../../src/mail/mail.ts'
import { createTestApp, jsonRequest, markAddressVerified, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import type { TestDatabase } from '../helpers/database.ts'
import type { DatabaseKind } from '../../src/db/connection.ts'

export type ErrorAnswer = {
  error: { code: string; message: string; fields?: Record<string, string>; problems?: { path: string; code: string }[] }
}

export type ApplicationsFixture = Awaited<ReturnType<typeof openApplicationsFixture>>

/** Makes `email` staff of the ABA League as a real one becomes it: invited, verified, accepted. */
async function makeStaff(app: TestApp, database: Database, mailer: ReturnType<typeof createRecordingMailer>) {
  const email = uniqueEmail('staff')
  const token = await signUp(app, email, { name: 'League Office' })
  await markAddressVerified(database, email)
  await inviteToRole(database, mailer, { email, clientSlug: 'aba', role: 'staff' })
  const { link } = (mailer.sent.at(-1)?.values ?? { link: '' }) as { link: string }
  const user = await findUserByEmail(database, email)
  if (user === undefined) {
    throw new Error('The staff account was registered above')
  }
  await acceptInvitation(database, user, new URL(link).searchParams.get('token') ?? '')
  return token
}

/** `deliver`: a mailer every mail also goes to (an SMTP one, to read the mails as a recipient would). */
export async function openApplicationsFixture(options: { deliver?: Mailer; kind?: DatabaseKind } = {}) {
  const testDatabase: TestDatabase = await openImportedTestDatabase(options.kind ?? 'pglite')
  const database = testDatabase.database
  const mailer = createRecordingMailer()
  const deliver = options.deliver
  const app = createTestApp(database, {
    // Every request of a test comes from one address; the limit itself has its own test.
    applicationRequestsPerMinute: 100_000,
    mailer: {
      send: async (mail) => {
        await mailer.send(mail)
        await deliver?.send(mail)
      },
    },
  })
  const staffToken = await makeStaff(app, database, mailer)
  const fanToken = await signUp(app, uniqueEmail('fan'))
  const [aba] = await database.select().from(clients).where(eq(clients.slug, 'aba'))
  if (aba === undefined) {
    throw new Error('The ABA League is seeded')
  }
  const staff = (method: string, path: string, body?: unknown, token: string | null = staffToken) =>
    app.request(`/v2/website/staff/applications${path}`, {
      ...jsonRequest(method, body),
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3000',
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      },
    })
  const club = (method: string, path: string, body?: unknown) =>
    app.request(`/v2/website/applications${path}`, jsonRequest(method, body))

  return {
    testDatabase,
    database,
    mailer,
    app,
    clientId: aba.id,
    staffToken,
    fanToken,
    staff,
    club,
    /** Creates an application as staff and answers what the route answered. */
    async create(body: Record<string, unknown>): Promise<CreatedApplication> {
      const response = await staff('POST', '', body)
      if (response.status !== 201) {
        throw new Error(`Creating answered ${response.status}: ${await response.text()}`)
      }
      return (await response.json()) as CreatedApplication
    },
    async view(uuid: string): Promise<TeamApplicationView> {
      return (await (await club('GET', `/${uuid}`)).json()) as TeamApplicationView
    },
    async staffView(uuid: string): Promise<StaffApplicationView> {
      return (await (await staff('GET', `/${uuid}`)).json()) as StaffApplicationView
    },
    save: (uuid: string, section: ApplicationSection, version: number, data: unknown) =>
      club('PUT', `/${uuid}/sections/${section}`, { version, data }),
    /** The stored row, to compare before and after a refusal. */
    async row(uuid: string) {
      const [row] = await database.select().from(teamApplications).where(eq(teamApplications.uuid, uuid))
      return row
    },
    /** A file of the application as the upload route stores it (its bytes are the upload helper's business). */
    async attachFile(uuid: string, kind: 'crest' | 'document') {
      const row = await this.row(uuid)
      const [file] = await database
        .insert(uploadedFiles)
        .values({
          clientId: aba.id,
          kind,
          contentType: kind === 'crest' ? 'image/png' : 'application/pdf',
          byteSize: 1234,
          displayName: kind === 'crest' ? 'crest.png' : 'certificate.pdf',
          applicationId: row?.id ?? null,
        })
        .returning({ id: uploadedFiles.id })
      return file?.id ?? ''
    },
  }
}

const players = Array.from({ length: 10 }, (_, index) => ({
  firstName: `Player${index}`,
  lastName: 'Jovanović',
  dateOfBirth: `199${index}-04-2${index % 8}`,
  nationality: 'RS',
  position: (['PG', 'SG', 'SF', 'PF', 'C'] as const)[index % 5],
  shirtNumber: String(index + 4),
  heightCm: 190 + index,
}))

const contact = (name: string, email: string) => ({ name, email, phone: '+381 64 123 4567' })

/** Every section filled in as a submit accepts it, given the ids of an uploaded crest and two PDFs. */
export function completeForm(files: {
  crest: string
  registration: string
  safety: string
}): Required<ApplicationForm> {
  return {
    club: {
      name: 'Cedevita Olimpija',
      shortName: 'Olimpija',
      primaryColour: '#00843d',
      secondaryColour: '#ffffff',
      crestFileId: files.crest,
    },
    arena: { name: 'Arena Stožice', address: 'Vojkova cesta 100, Ljubljana', capacity: 12480 },
    contacts: {
      president: contact('Ana President', 'president@club.example'),
      manager: contact('Marko Manager', 'manager@club.example'),
      pressOfficer: contact('Petra Press', 'press@club.example'),
    },
    squad: { players },
    staff: { headCoach: { name: 'Zoran Coach' }, assistants: [{ name: 'Ivo Assistant' }], doctor: { name: 'Dr Lea' } },
    documents: { files: { 'registration-certificate': files.registration, 'arena-safety-certificate': files.safety } },
  }
}
