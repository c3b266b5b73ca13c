// Starts the API: opens the database (PGlite in .data/ or DATABASE_URL), brings its schema up to date,
// seeds the clients from clients/*/client.json, imports data/ when no game is stored yet, then listens.
import { serve } from '@hono/node-server'
import { count } from 'drizzle-orm'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.ts'
import { resolveJwtSecret } from './auth/access-tokens.ts'
import { openDatabase } from './db/connection.ts'
import { runMigrations } from './db/migrate.ts'
import { games } from './db/schema/league.ts'
import { importSeasons } from './import/import-seasons.ts'
import { defaultClientsFolder, readClientFiles, seedClients } from './http/clients.ts'
import { demoClock } from './http/demo-clock.ts'
import { describeError } from './http/describe-error.ts'
import { logger } from './http/log.ts'
import { createLiveBus } from './live/index.ts'
import { createTimerApp } from './timer/timer-app.ts'

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))
const dataFolder = join(repositoryRoot, 'data')
/** Git-ignored state: the embedded database and the generated development JWT secret. */
const defaultStateFolder = join(repositoryRoot, '.data')

async function start(): Promise<void> {
  const environment = process.env
  const port = Number(environment['API_PORT'] ?? 4000)
  const now = demoClock(environment['DEMO_AS_OF'])
  const stateFolder = environment['API_DATA_DIR'] || defaultStateFolder

  const opened = await openDatabase({
    databaseUrl: environment['DATABASE_URL'],
    dataDirectory: join(stateFolder, 'pglite'),
  })
  logger.info('database opened', { kind: opened.kind })
  await runMigrations(opened)
  const clientFiles = readClientFiles()
  await seedClients(opened.database, clientFiles)
  logger.info('clients seeded', { clients: clientFiles.map((client) => client.slug) })

  const [stored] = await opened.database.select({ games: count() }).from(games)
  if ((stored?.games ?? 0) === 0) {
    logger.info('no games stored: importing data/', { folder: 'data' })
    const summary = await importSeasons(opened.database, [dataFolder], {
      clientSlug: 'aba',
      onWarning: (message) => logger.warn('import warning', { message }),
    })
    logger.info('data imported', { seasons: summary.seasons, games: summary.games, ms: summary.milliseconds })
  }

  const liveBus = await createLiveBus({ redisUrl: environment['REDIS_URL'] })
  logger.info('live bus ready', { kind: liveBus.kind })

  const app = createApp({
    database: opened.database,
    jwtSecret: resolveJwtSecret({ environmentSecret: environment['JWT_SECRET'], dataFolder: stateFolder }),
    googleClientId: environment['GOOGLE_CLIENT_ID'],
    googleJwksUrl: environment['GOOGLE_JWKS_URL'],
    now,
    clientsFolder: defaultClientsFolder,
    onClientsFolderError: (error) => logger.warn('clients folder not re-read', { error: describeError(error) }),
    liveBus,
  })

  const server = serve({ fetch: app.fetch, port, hostname: '0.0.0.0' }, (info) => {
    logger.info('api listening', { port: info.port, database: opened.kind, asOf: now().toISOString() })
  })

  // The timer API has its own port; in this process it shares the database (PGlite allows one process).
  const timerPort = Number(environment['TIMER_PORT'] ?? 4100)
  const timerServer = serve(
    { fetch: createTimerApp({ database: opened.database, bus: liveBus }).fetch, port: timerPort, hostname: '0.0.0.0' },
    (info) => {
      logger.info('timer api listening', { port: info.port })
    },
  )

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) {
      return
    }
    stopping = true
    logger.info('stopping', { signal })
    timerServer.close()
    server.close(() => {
      void Promise.allSettled([liveBus.close(), opened.close()]).then(() => process.exit(0))
    })
    // Idle keep-alive connections would hold the close for their whole timeout.
    if ('closeIdleConnections' in server) {
      server.closeIdleConnections()
    }
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

start().catch((error: unknown) => {
  logger.error('api failed to start', {
    error: describeError(error),
  })
  process.exit(1)
})
