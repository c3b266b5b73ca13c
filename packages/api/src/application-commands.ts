// `league-api application create|list|revoke`: the league's entry period from the command line. Staff open an
// application for a club (existing, by slug, or new, by name) and a season and send the printed link (mailed
// too with --email), list them by status, revoke a link. The command writes straight to the database as
// "system" in the staff audit log: the embedded PGlite must not be open in a running API (its lock says so).
import { type Command, InvalidArgumentError } from 'commander'
import { join } from 'node:path'
import { z } from 'zod'
import { loadApplicationForStaff } from './applications/application-view.ts'
import type { ApplicationSite } from './applications/application-mail.ts'
import { createApplication, defaultExpiryDays, type ApplicationActor } from './applications/create-application.ts'
import { listApplications, revokeApplication } from './applications/staff-actions.ts'
import { siteOriginOf } from './auth/role-invitations.ts'
import { applicationStatuses } from './contract/team-application-form.ts'
import { defaultDataDirectory, type Database } from './db/connection.ts'
import { withCommandDatabase } from './command-database.ts'
import { clients } from './db/schema/accounts.ts'
import { DomainError } from './domain-errors.ts'
import type { Mailer } from './mail/mail.ts'
import { createMailer } from './mail/transport.ts'
import { eq } from 'drizzle-orm'

const slug = z.string().regex(/^[a-z0-9-]+$/, 'a slug such as aba, mega or 2022-23')

const clientOptions = z.object({ client: slug, databaseUrl: z.string().url().optional() })

const createOptions = clientOptions.extend({
  club: slug.optional(),
  newClub: z.string().trim().min(2).max(120).optional(),
  season: slug,
  league: slug.optional(),
  email: z.email().optional(),
  expiresInDays: z.coerce.number().int().min(1).max(120).optional(),
})

const listOptions = clientOptions.extend({ status: z.enum(applicationStatuses).optional() })

/** What the commands need from outside: the database, a mailer, where links point, the clock. */
export type ApplicationCommandEnvironment = {
  withDatabase: <Result>(
    databaseUrl: string | undefined,
    run: (database: Database) => Promise<Result>,
  ) => Promise<Result>
  mailer: () => Mailer
  siteOrigins: string | undefined
  production: boolean
  now: () => Date
  print: (line: string) => void
}

/** The actor of a command: the client by slug, "system" (no account), its site for links and mails. */
async function commandActor(
  database: Database,
  environment: ApplicationCommandEnvironment,
  clientSlug: string,
): Promise<ApplicationActor> {
  const [client] = await database.select().from(clients).where(eq(clients.slug, clientSlug)).limit(1)
  if (client === undefined) {
    throw new DomainError('invalid', 'unknown_client', `No client "${clientSlug}" (see clients/<slug>/client.json).`)
  }
  const site: ApplicationSite = {
    leagueName: client.name,
    origin: siteOriginOf(client.domains, environment.siteOrigins, environment.production),
    languages: client.languages,
  }
  return { database, mailer: environment.mailer(), site, clientId: client.id, userId: null, now: environment.now() }
}

async function runCreate(environment: ApplicationCommandEnvironment, rawOptions: unknown) {
  const options = createOptions.parse(rawOptions)
  await environment.withDatabase(options.databaseUrl, async (database) => {
    const actor = await commandActor(database, environment, options.client)
    const { loaded, link, mailed } = await createApplication(actor, {
      club: options.club,
      newClubName: options.newClub,
      season: options.season,
      league: options.league,
      contactEmail: options.email,
      expiresInDays: options.expiresInDays,
    })
    const { application } = loaded
    environment.print(
      `Application ${application.uuid} for ${loaded.club.name}, ${loaded.league.name} ${loaded.season.name}: ` +
        `open until ${application.expiresAt.toISOString()}.`,
    )
    environment.print(`Send the club this link: ${link.url}`)
    if (application.contactEmail !== null) {
      environment.print(
        mailed
          ? `The link was mailed to ${application.contactEmail}.`
          : `The link could not be mailed to ${application.contactEmail} (see the log); send it yourself.`,
      )
    }
  })
}

async function runList(environment: ApplicationCommandEnvironment, rawOptions: unknown) {
  const options = listOptions.parse(rawOptions)
  await environment.withDatabase(options.databaseUrl, async (database) => {
    const actor = await commandActor(database, environment, options.client)
    const applications = await listApplications(database, actor.clientId, { status: options.status, now: actor.now })
    if (applications.length === 0) {
      environment.print(`No applications${options.status === undefined ? '' : ` with status ${options.status}`}.`)
      return
    }
    for (const application of applications) {
      const closed = application.revoked ? ' (revoked)' : application.expired ? ' (expired)' : ''
      environment.print(
        `${application.uuid}  ${application.status}${closed}  ${application.club.name}  ${application.season.slug}  ` +
          `until ${application.expiresAt.slice(0, 10)}`,
      )
    }
  })
}

async function runRevoke(environment: ApplicationCommandEnvironment, uuid: string, rawOptions: unknown) {
  const options = clientOptions.parse(rawOptions)
  if (!z.uuid().safeParse(uuid).success) {
    throw new DomainError('invalid', 'invalid_uuid', `"${uuid}" is not an application uuid (see application list).`)
  }
  await environment.withDatabase(options.databaseUrl, async (database) => {
    const actor = await commandActor(database, environment, options.client)
    // The command is the league's own authority: it revokes the version it reads now.
    const loaded = await loadApplicationForStaff(database, actor.clientId, uuid)
    await revokeApplication(actor, uuid, loaded.application.version)
    environment.print(`The link of application ${uuid} (${loaded.club.name}) is revoked: it now answers "not found".`)
  })
}

/** The environment of the real command line: its database, SMTP or the development outbox, its clock. */
export const processEnvironment = (): ApplicationCommandEnvironment => ({
  withDatabase: (databaseUrl, run) => withCommandDatabase(databaseUrl, 'a `league-api application` command', run),
  mailer: () =>
    createMailer({
      smtpUrl: process.env['SMTP_URL'],
      outboxFolder: join(process.env['API_DATA_DIR'] || join(defaultDataDirectory, '..'), 'outbox'),
      from: process.env['MAIL_FROM'] ?? 'League <no-reply@localhost>',
    }),
  siteOrigins: process.env['SITE_ORIGINS'],
  production: process.env['NODE_ENV'] === 'production',
  now: () => new Date(),
  print: (line) => console.log(line),
})

function days(value: string): string {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 120) {
    throw new InvalidArgumentError('expected a number of days from 1 to 120')
  }
  return value
}

/** Adds `application create|list|revoke` to the CLI. */
export function addApplicationCommands(program: Command, environment = processEnvironment()): void {
  const application = program.command('application').description("Manage the clubs' team applications")
  application
    .command('create')
    .description('Open a team application for a club and a season; prints the link to send the club')
    .option('--club <slug>', 'an existing club, e.g. mega')
    .option('--new-club <name>', 'or the name of a club new to the league')
    .requiredOption('--season <slug>', 'season, e.g. 2022-23')
    .option('--league <slug>', "league slug (default: the season's only league)")
    .option('--email <address>', "mail the link to the club's contact")
    .option('--expires-in-days <days>', `how long the link works (default ${defaultExpiryDays})`, days)
    .requiredOption('--client <slug>', 'client league, e.g. aba')
    .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
    .action((options: unknown) => runCreate(environment, options))
  application
    .command('list')
    .description('List the applications, newest change first')
    .option('--status <status>', applicationStatuses.join(', '))
    .requiredOption('--client <slug>', 'client league, e.g. aba')
    .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
    .action((options: unknown) => runList(environment, options))
  application
    .command('revoke')
    .description('Revoke an application link (it then answers "not found"); recorded')
    .argument('<uuid>', 'the application, as application list shows it')
    .requiredOption('--client <slug>', 'client league, e.g. aba')
    .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
    .action((uuid: string, options: unknown) => runRevoke(environment, uuid, options))
}
