// `league-api import <folder…>`: loads season folders (data/aba-2022-23, or data/ for every season) into the
// API's database, the embedded PGlite in .data/ or the PostgreSQL server DATABASE_URL names. While the API
// runs on that PGlite folder (it holds it), the API imports through POST /admin/import and this prints its progress.
import { Command, InvalidArgumentError } from 'commander'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { defaultDataDirectory, openDatabase, runningApiOf, type LockAdmin } from './db/connection.ts'
import { runMigrations } from './db/migrate.ts'
import { announceImport } from './http/cache-invalidation.ts'
import { ClientRemovalError, defaultClientsFolder, readClientFiles, seedClients } from './tenants/clients.ts'
import { ImportError } from './import/import-error.ts'
import { readSeasons, writeSeasons } from './import/import-seasons.ts'
import { importThroughRunningApi } from './import/import-through-api.ts'
import { importProgressBar } from './import/progress-bar.ts'
import { DomainError } from './domain-errors.ts'
import { NotFoundError } from './queries/errors.ts'
import { addOperator, removeOperatorCommand } from './live/operator-command.ts'
import { releaseClientCommand } from './tenants/release-command.ts'
import { createMailer } from './mail/transport.ts'
import { OperatorError } from './live/operators.ts'
import type { InvitedRole } from './auth/role-invitations.ts'
import { runGameReopen } from './live/reopen-command.ts'
import { userInfo } from 'node:os'
import { ReplayCommandError, runReplayCommand } from './live/replay-command.ts'
import { notifierFromEnvironment } from './notifications/index.ts'
import { notifyAfterImport, snapshotBeforeImport } from './notifications/import-triggers.ts'
import { createDemoClock } from '@league/client-league/demo-clock'
import { addFantasyCatalogueCommands } from './fantasy-catalogue-commands.ts'
import { addApplicationCommands } from './application-commands.ts'
import { demoCommand } from './queries/fantasy/demo-cli.ts'

const importOptions = z.object({
  databaseUrl: z.string().url().optional(),
  dataDirectory: z.string().min(1).optional(),
  client: z.string().regex(/^[a-z0-9-]+$/, 'a client slug such as aba'),
  progress: z.boolean(),
})

function clientSlug(value: string): string {
  if (!/^[a-z0-9-]+$/.test(value)) {
    throw new InvalidArgumentError('expected a client slug such as aba')
  }
  return value
}

/** What changed per table, one line each, or none when the database already held the files. */
function changeLines(changes: Record<string, { inserted: number; updated: number; deleted: number }>): string {
  const changed = Object.entries(changes)
    .filter(([, change]) => change.inserted + change.updated + change.deleted > 0)
    .map(([table, change]) => `${table} +${change.inserted} ~${change.updated} -${change.deleted}`)
  return changed.length === 0 ? 'Nothing changed: the database already held these files.' : changed.join('\n')
}

async function runImport(folders: string[], rawOptions: unknown): Promise<void> {
  const options = importOptions.parse(rawOptions)
  const seasonFolders = folders.map((folder) => resolve(folder))
  const databaseUrl = options.databaseUrl ?? process.env['DATABASE_URL']
  const stateFolder = process.env['API_DATA_DIR']
  const dataDirectory = options.dataDirectory ?? (stateFolder ? join(stateFolder, 'pglite') : defaultDataDirectory)
  // A running API holds the embedded PGlite folder: it imports, and this command prints its progress.
  const running = databaseUrl === undefined || databaseUrl === '' ? runningApiOf(dataDirectory) : undefined
  if (running !== undefined) {
    await runImportThroughApi(running, seasonFolders, options)
    return
  }
  const commandStarted = performance.now()
  // Bad files are refused before the database is even opened.
  const seasons = readSeasons(seasonFolders)
  const opened = await openDatabase({
    databaseUrl,
    dataDirectory,
    // An operator's import may run long bulk statements; the API's own timeout is for visitors' reads.
    statementTimeoutMs: 0,
    lockHolder: 'a `league-api import`',
  })
  const bar = importProgressBar(options.progress)
  try {
    await runMigrations(opened)
    await seedClients(opened.database, readClientFiles())
    const before = await snapshotBeforeImport(opened.database)
    const summary = await writeSeasons(opened.database, seasons, {
      clientSlug: options.client,
      onWarning: (message) => console.warn(`warning: ${message}`),
      onProgress: bar.update,
    })
    bar.finish()
    console.log(
      `Imported ${summary.seasons.join(', ')} (${summary.games} games) into ${opened.kind} in ${(summary.milliseconds / 1000).toFixed(1)} s (${((performance.now() - commandStarted) / 1000).toFixed(1)} s with reading the files and opening the database).`,
    )
    console.log(changeLines(summary.changes))
    const notifier = notifierFromEnvironment(opened.database, process.env, {
      warn: (message) => console.warn(`warning: ${message}`),
      info: () => {},
    })
    const notified = await notifyAfterImport(opened.database, notifier, before, {
      now: createDemoClock(process.env['DEMO_AS_OF']).now(),
    })
    if (notified.games + notified.news > 0) {
      console.log(`Notified the followers of ${notified.games} newly final games and ${notified.news} news items.`)
    }
    console.log(await announceImport({ redisUrl: process.env['REDIS_URL'], databaseKind: opened.kind }))
  } finally {
    bar.stop()
    await opened.close()
  }
}

async function runImportThroughApi(
  running: LockAdmin,
  folders: string[],
  options: z.infer<typeof importOptions>,
): Promise<void> {
  console.log(`The API at ${running.apiUrl} holds the database: it imports, and its progress follows.`)
  const bar = importProgressBar(options.progress)
  // Without a terminal (a script, a test) each step is printed once as a line instead of the bar.
  let lastStep = ''
  const printStep = options.progress && !process.stderr.isTTY
  try {
    const done = await importThroughRunningApi(
      running,
      { client: options.client, folders },
      {
        onProgress: (progress) => {
          bar.update(progress)
          if (printStep && progress.step !== lastStep) {
            lastStep = progress.step
            console.log(`… ${progress.step}`)
          }
        },
        onWarning: (message) => console.warn(`warning: ${message}`),
      },
    )
    bar.finish()
    console.log(
      `Imported ${done.seasons.join(', ')} (${done.games} games) for ${options.client} through the running API in ${(done.milliseconds / 1000).toFixed(1)} s; its cached answers and the sites' pages are refreshed.`,
    )
    console.log(changeLines(done.changes))
    if (done.notified.games + done.notified.news > 0) {
      console.log(
        `Notified the followers of ${done.notified.games} newly final games and ${done.notified.news} news items.`,
      )
    }
  } finally {
    bar.stop()
  }
}

function operatorCommandOptions(email: string, rawOptions: unknown) {
  const options = z
    .object({ client: z.string().regex(/^[a-z0-9-]+$/), databaseUrl: z.string().url().optional() })
    .parse(rawOptions)
  const stateFolder = process.env['API_DATA_DIR']
  return {
    email,
    client: options.client,
    databaseUrl: options.databaseUrl ?? process.env['DATABASE_URL'],
    dataDirectory: stateFolder ? join(stateFolder, 'pglite') : defaultDataDirectory,
  }
}

/** Where mails go without SMTP_URL: the outbox under the data folder, as the API's own mailer uses it. */
const outboxFolder = () => join(process.env['API_DATA_DIR'] || join(defaultDataDirectory, '..'), 'outbox')

const roleWording = { operator: 'the operator role', staff: 'the staff role' } as const

async function runRoleAdd(role: InvitedRole, email: string, rawOptions: unknown): Promise<void> {
  const smtpUrl = process.env['SMTP_URL']
  const { through, expiresAt } = await addOperator({
    ...operatorCommandOptions(email, rawOptions),
    role,
    mailer: () =>
      createMailer({
        smtpUrl,
        outboxFolder: outboxFolder(),
        from: process.env['MAIL_FROM'] ?? 'League <no-reply@localhost>',
      }),
    siteOrigins: process.env['SITE_ORIGINS'],
    production: process.env['NODE_ENV'] === 'production',
  })
  const how = through === 'api' ? ' (sent by the running API)' : ''
  console.log(
    `An invitation to ${roleWording[role]} was sent to ${email}${how}; the link works once, until ${expiresAt}. ` +
      'The role is granted when the owner of a verified account with this address accepts it, signed in.',
  )
  if (smtpUrl === undefined || smtpUrl === '') {
    console.log(`No SMTP_URL is set: in development the mail is in the outbox, ${outboxFolder()}.`)
  }
}

async function runClientRemove(slug: string, rawOptions: unknown): Promise<void> {
  const { databaseUrl, dataDirectory } = operatorCommandOptions('', { ...(rawOptions as object), client: slug })
  try {
    const { through, released } = await releaseClientCommand({
      client: slug,
      databaseUrl,
      dataDirectory,
      clientsFolder: defaultClientsFolder,
    })
    const domains = released.length > 0 ? released.join(', ') : 'no domain'
    console.log(
      through === 'api'
        ? `The running API no longer answers for ${slug} (${domains}).`
        : `${slug} no longer answers for ${domains}; a running API forgets it at its next reload (a minute at most).`,
    )
  } catch (error) {
    if (error instanceof ClientRemovalError) {
      console.error(error.message)
      process.exitCode = error.reason === 'unknown' ? 2 : 1
      return
    }
    throw error
  }
}

async function runOperatorRemove(email: string, rawOptions: unknown): Promise<void> {
  const options = operatorCommandOptions(email, rawOptions)
  const { removed } = await removeOperatorCommand(options)
  console.log(
    removed
      ? `${email} is no longer an operator of ${options.client}: their next live event is refused.`
      : `${email} was not an operator of ${options.client}; any pending invitation is withdrawn.`,
  )
}

async function runStaffRemove(email: string, rawOptions: unknown): Promise<void> {
  const options = operatorCommandOptions(email, rawOptions)
  const { removed } = await removeOperatorCommand({ ...options, role: 'staff' })
  console.log(
    removed
      ? `${email} is no longer staff of ${options.client}: their next staff request is refused (recorded).`
      : `${email} was not staff of ${options.client}; any pending invitation is withdrawn.`,
  )
}

async function runReopen(game: string, rawOptions: unknown): Promise<void> {
  const options = z
    .object({
      client: z.string().regex(/^[a-z0-9-]+$/),
      reason: z.string(),
      by: z.string().optional(),
      databaseUrl: z.string().url().optional(),
    })
    .parse(rawOptions)
  const stateFolder = process.env['API_DATA_DIR']
  const { reopening, through } = await runGameReopen({
    game,
    client: options.client,
    reason: options.reason,
    reopenedBy: options.by ?? userInfo().username,
    databaseUrl: options.databaseUrl ?? process.env['DATABASE_URL'],
    dataDirectory: stateFolder ? join(stateFolder, 'pglite') : defaultDataDirectory,
  })
  const how = through === 'api' ? ' (through the running API)' : ''
  console.log(
    `Game ${game} of ${options.client} is reopened${how}: its operators may score it until their next game_end, ` +
      `which writes its result again. Recorded: by ${reopening.reopenedBy} at ${reopening.reopenedAt}, ` +
      `"${reopening.reason}".`,
  )
}

const program = new Command('league-api').description('League data tools for the API')

program
  .command('replay')
  .description("Replay a real game's play-by-play as live events (on PostgreSQL + Redis; see README)")
  .argument('<game>', 'game slug, e.g. 22-6')
  .option('--speed <times>', 'game clock speed, 1 (real time) to 20', '1')
  .option('--venue <slug>', "show it on another venue's screens")
  .option('--client <slug>', 'client league', clientSlug, 'aba')
  .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
  .action(runReplayCommand)

const operator = program.command('operator').description('Manage the operators who post live events')
operator
  .command('add')
  .description('Mail an invitation to the operator role of a client league; accepted signed in, by a verified account')
  .argument('<email>', 'the address to invite')
  .requiredOption('--client <slug>', 'client league, e.g. aba', clientSlug)
  .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
  .action((email: string, options: unknown) => runRoleAdd('operator', email, options))
operator
  .command('remove')
  .description('Take the operator role away (the next live event of that account is refused)')
  .argument('<email>', 'email of the account')
  .requiredOption('--client <slug>', 'client league, e.g. aba', clientSlug)
  .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
  .action(runOperatorRemove)

const staff = program.command('staff').description("Manage the staff of a client league (the staff area's role)")
staff
  .command('add')
  .description('Mail an invitation to the staff role of a client league; accepted signed in, by a verified account')
  .argument('<email>', 'the address to invite')
  .requiredOption('--client <slug>', 'client league, e.g. aba', clientSlug)
  .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
  .action((email: string, options: unknown) => runRoleAdd('staff', email, options))
staff
  .command('remove')
  .description('Take the staff role away (the next staff request of that account is refused; recorded)')
  .argument('<email>', 'email of the account')
  .requiredOption('--client <slug>', 'client league, e.g. aba', clientSlug)
  .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
  .action(runStaffRemove)

program
  .command('game')
  .description('Manage games')
  .command('reopen')
  .description('Reopen a finished game for its operators (recorded with who and why); a result is otherwise final')
  .argument('<game>', 'game slug, e.g. 22-6')
  .requiredOption('--client <slug>', 'client league, e.g. aba', clientSlug)
  .requiredOption('--reason <text>', 'why the game is reopened (recorded)')
  .option('--by <name>', 'who asks for it (recorded; default: the user running the command)')
  .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
  .action(runReopen)

program
  .command('client')
  .description('Manage client registrations')
  .command('remove')
  .description('Stop answering for a removed client (its folder gone from clients/); its data stays')
  .argument('<slug>', 'client league, e.g. liga-norte', clientSlug)
  .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
  .action(runClientRemove)

program.addCommand(demoCommand())

program
  .command('import')
  .description('Import season folders (a folder with games.csv, or a folder of such folders)')
  .argument('<folders...>', 'season folders, e.g. data/aba-2022-23 or data')
  .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
  .option('--data-directory <folder>', 'PGlite folder (default: .data/pglite at the repository root)')
  .option('--client <slug>', 'client league the data belongs to', clientSlug, 'aba')
  .option('--no-progress', 'do not draw the progress bar')
  .action(runImport)

addFantasyCatalogueCommands(program)
addApplicationCommands(program)

program.parseAsync(process.argv).catch((error: unknown) => {
  if (
    error instanceof OperatorError ||
    error instanceof ReplayCommandError ||
    error instanceof DomainError ||
    error instanceof NotFoundError
  ) {
    console.error(error.message)
  } else if (error instanceof ImportError) {
    console.error(`Import failed, nothing was changed: ${error.message}`)
  } else if (error instanceof z.ZodError) {
    console.error(
      `Invalid option: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    )
  } else if (error instanceof Error) {
    console.error(`Import failed, nothing was changed: ${error.message}`)
    if (process.env['DEBUG'] !== undefined) {
      console.error(error.stack)
    }
  } else {
    console.error(String(error))
  }
  process.exitCode = 1
})
