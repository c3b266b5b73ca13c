// Starts the API: checks its configuration, opens the database (PGlite in .data/ or DATABASE_URL), brings its
// schema up to date, seeds the clients from clients/*/client.json, imports data/ when no game is stored yet,
// then listens; and stops cleanly on SIGTERM/SIGINT. In production it runs as dist/server.js (npm run build).
import { randomBytes } from 'node:crypto'
import { getRequestListener, serve } from '@hono/node-server'
import { createServer } from 'node:http'
import { count } from 'drizzle-orm'
import type { Server } from 'node:http'
import type { CachedReadFastPath } from './http/cached-read-fast-path.ts'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.ts'
import { resolveJwtSecret } from './auth/access-tokens.ts'
import { ConfigurationError } from '@league/client-league/configuration-error'
import { openDatabase, type Database, type OpenedDatabase } from './db/connection.ts'
import { runMigrations } from './db/migrate.ts'
import { games } from './db/schema/league.ts'
import { shareCacheInvalidations } from './http/cache-invalidation.ts'
import { onGameWentLive } from './live/game-log.ts'
import { onComputedCacheInvalidated } from './queries/computed-cache.ts'
import { createSiteRevalidation, siteRevalidationFromEnvironment } from './http/site-revalidation.ts'
import { defaultClientsFolder, readClientFiles, seedClients } from './tenants/clients.ts'
import { createDemoClock, type DemoClock } from '@league/client-league/demo-clock'
import { describeError } from './http/describe-error.ts'
import { flushErrorReports, initErrorReporting, reportError } from './http/error-reporting.ts'
import { gracefulShutdown } from './http/graceful-shutdown.ts'
import { createFallbackBus } from './http/live-bus-fallback.ts'
import { logger } from './http/log.ts'
import { startNewsPublicationSweep } from './news/publication.ts'
import type { RankingStore } from './queries/fantasy/ranking-store.ts'
import { startFantasySettler } from './queries/fantasy/settler.ts'
import { sampleCachedHitsFrom } from './http/request-log.ts'
import { limitStoreFrom } from './http/rate-limit.ts'
import { limitServer, serverLimitsFrom } from './http/server-limits.ts'
import { defaultStreamsPerAddress } from './http/stream-cap.ts'
import { defaultSignInLimits } from './http/sign-in-limits.ts'
import { parseTrustedProxies } from '@league/client-league/trusted-proxies'
import { responseCacheBytesFrom } from './http/response-cache.ts'
import { createTimerApp } from './timer/timer-app.ts'
import { importSeasons } from './import/import-seasons.ts'
import { warmLeagueCache } from './queries/warm-cache.ts'
import { restoreDemoClock } from './queries/fantasy/demo-clock-store.ts'
import { seedDemoSeasons } from './queries/fantasy/demo-managers.ts'
import { notifierFromEnvironment } from './notifications/index.ts'
import type { Notifier } from './notifications/notifier.ts'
import { notifyAfterImport, snapshotBeforeImport } from './notifications/import-triggers.ts'
import { mailerOptionsFromEnvironment, startMailer } from './mail/settings.ts'
import { createRankingStore } from './queries/fantasy/ranking-store-of-app.ts'
import { fileStoreFromEnvironment } from './uploads/file-store-from-environment.ts'

// From src/ under tsx and from dist/ once built: both sit two levels below the repository root's packages/.
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))
const dataFolder = join(repositoryRoot, 'data')
/** Git-ignored state: the embedded database and the generated development JWT secret. */
const defaultStateFolder = join(repositoryRoot, '.data')

/** What a crash does: log it, report it, and exit non-zero after a clean-as-possible stop. */
let stopAfterCrash: (reason: string) => void = () => process.exit(1)

process.on('unhandledRejection', (reason: unknown) => {
  logger.error('unhandled promise rejection', { error: describeError(reason) })
  reportError(reason)
  stopAfterCrash('unhandledRejection')
})
process.on('uncaughtException', (error: Error) => {
  logger.error('uncaught exception', { error: describeError(error) })
  reportError(error)
  stopAfterCrash('uncaughtException')
})

type StartEnvironment = NodeJS.ProcessEnv

/**
 * The database opened (PGlite or PostgreSQL), migrated, and seeded with the clients folder; a demo clock
 * goes on from the moment a demo advance stored.
 */
async function openSeededDatabase(
  environment: StartEnvironment,
  options: { stateFolder: string; port: number; adminToken: string; demoClock: DemoClock },
): Promise<OpenedDatabase> {
  const opened = await openDatabase({
    databaseUrl: environment['DATABASE_URL'],
    dataDirectory: join(options.stateFolder, 'pglite'),
    lockHolder: `the API on port ${options.port}`,
    lockAdmin: { apiUrl: `http://127.0.0.1:${options.port}`, adminToken: options.adminToken },
    ...(environment['DATABASE_STATEMENT_TIMEOUT_MS'] === undefined
      ? {}
      : { statementTimeoutMs: Number(environment['DATABASE_STATEMENT_TIMEOUT_MS']) }),
  })
  logger.info('database opened', { kind: opened.kind })
  await runMigrations(opened)
  const clientFiles = readClientFiles()
  await seedClients(opened.database, clientFiles)
  logger.info('clients seeded', { clients: clientFiles.map((client) => client.slug) })
  await restoreDemo(opened.database, options.demoClock)
  return opened
}

/** A first start finds no games: it imports data/ for the demo league and tells its subscribers. */
async function importDataWhenEmpty(database: Database, notifier: Notifier, demoClock: DemoClock): Promise<void> {
  const [stored] = await database.select({ games: count() }).from(games)
  if ((stored?.games ?? 0) !== 0) {
    return
  }
  logger.info('no games stored: importing data/', { folder: 'data' })
  const before = await snapshotBeforeImport(database)
  const summary = await importSeasons(database, [dataFolder], {
    clientSlug: 'aba',
    onWarning: (message) => logger.warn('import warning', { message }),
  })
  logger.info('data imported', { seasons: summary.seasons, games: summary.games, ms: summary.milliseconds })
  await notifyAfterImport(database, notifier, before, { now: demoClock.now() })
}

/** A demo advanced before a restart goes on where it was (demo mode only: the real clock never moves). */
async function restoreDemo(database: Database, demoClock: DemoClock): Promise<void> {
  const restored = await restoreDemoClock(database, demoClock)
  if (restored !== undefined) {
    logger.info('demo clock restored', { asOf: restored.toISOString() })
  }
}

/** The data a first visitor needs: the seasons (first start), the demo managers (demo clock), the warm cache. */
async function prepareData(database: Database, notifier: Notifier, demoClock: DemoClock): Promise<void> {
  await importDataWhenEmpty(database, notifier, demoClock)
  await seedDemoManagersOnStart(database, demoClock)
  await warmCache(database, demoClock)
}

/** With the demo clock, the demo season's simulated managers (once); a failure leaves the rankings to real fans. */
async function seedDemoManagersOnStart(database: Database, demoClock: DemoClock): Promise<void> {
  try {
    const created = await seedDemoSeasons(database, demoClock)
    if (created > 0) {
      logger.info('demo managers seeded', { squads: created })
    }
  } catch (error) {
    logger.warn('demo managers not seeded; the first demo advance seeds them', { error: describeError(error) })
  }
}

/**
 * The first visitor after a start should not wait for a season's box scores to load (a few hundred ms each
 * on PGlite): every season's rows, standings and points leaders are computed before listening. A failure
 * here is only a slower first request, never a reason not to start.
 */
async function warmCache(database: Database, demoClock: DemoClock): Promise<void> {
  const warming = performance.now()
  try {
    await warmLeagueCache(database, demoClock)
    logger.info('league cache warmed', { ms: Math.round(performance.now() - warming) })
  } catch (error) {
    logger.warn('league cache not warmed; the first requests compute it', { error: describeError(error) })
  }
}

/**
 * The live bus, with the cache invalidations it carries between instances and the sites' revalidation on
 * every data change (src/http/site-revalidation.ts). Redis down at start or later is survived: the bus falls
 * back to this process and reconnects.
 */
async function connectLiveBus(environment: StartEnvironment) {
  const liveBus = await createFallbackBus({ redisUrl: environment['REDIS_URL'] })
  const stopSharingInvalidations = await shareCacheInvalidations(liveBus)
  const siteRevalidationTarget = siteRevalidationFromEnvironment(environment)
  const siteRevalidation = siteRevalidationTarget ? createSiteRevalidation(siteRevalidationTarget) : undefined
  const stopRevalidatingSites = siteRevalidation
    ? [
        onComputedCacheInvalidated(() => siteRevalidation.changed()),
        onGameWentLive((game) => siteRevalidation.changed({ liveGames: [game] })),
      ]
    : []
  logger.info('live bus ready', { kind: liveBus.kind })
  return { liveBus, stopSharingInvalidations, stopRevalidatingSites }
}

/** What Redis shares between instances when REDIS_URL is set: the sign-in limits and the fantasy ranking. */
async function sharedStores(environment: StartEnvironment, database: Database) {
  const limits = limitStoreFrom(environment['REDIS_URL'])
  const rankingStore = await createRankingStore(database, { redisUrl: environment['REDIS_URL'] })
  const close = async () => {
    await limits.close()
    await rankingStore.close()
  }
  return { limits, rankingStore, close }
}

/**
 * The fantasy rounds scored as soon as they are final (queries/fantasy/settler.ts); the rounds made final while
 * the API was down (an import by the CLI, a restart after a game) are scored before it listens.
 */
async function settleFantasyRounds(database: Database, demoClock: DemoClock, rankingStore: RankingStore) {
  const fantasySettler = startFantasySettler({
    database,
    clock: demoClock,
    rankingStore,
    onSettled: (leagueSeasonId, rounds) => logger.info('fantasy rounds settled', { leagueSeasonId, rounds }),
    onError: (error) =>
      logger.warn('fantasy rounds not settled; the next data change tries again', { error: describeError(error) }),
  })
  await fantasySettler.settleNow()
  return fantasySettler
}

/** Scheduled news goes out when its moment passes: followers are told once, the sites revalidate. */
function sweepScheduledNewsEveryMinute(database: Database, notifier: Notifier) {
  return startNewsPublicationSweep({
    database,
    notifier,
    now: () => new Date(),
    onError: (error) =>
      logger.warn('scheduled news not swept; the next minute tries again', { error: describeError(error) }),
  })
}

/** A count setting: its value when a positive number, else the default. */
function positiveSetting(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

/** What the environment configures before anything is opened; throws ConfigurationError for a missing secret. */
function configurationOf(environment: StartEnvironment, stateFolder: string, production: boolean) {
  const jwtSecret = resolveJwtSecret({
    environmentSecret: environment['JWT_SECRET'],
    dataFolder: stateFolder,
    production,
  })
  const mailerOptions = mailerOptionsFromEnvironment(environment, { stateFolder, production })
  const fileStore = fileStoreFromEnvironment(environment, stateFolder)
  const reporting = initErrorReporting({
    dsn: environment['SENTRY_DSN'],
    environment: environment['SENTRY_ENVIRONMENT'] ?? (production ? 'production' : 'development'),
    release: environment['SENTRY_RELEASE'],
  })
  return { jwtSecret, mailerOptions, reporting, fileStore }
}

async function start(): Promise<void> {
  const environment = process.env
  const production = environment['NODE_ENV'] === 'production'
  const port = Number(environment['API_PORT'] ?? 4000)
  const demoClock = createDemoClock(environment['DEMO_AS_OF'])
  const stateFolder = environment['API_DATA_DIR'] || defaultStateFolder
  // Configuration first: a missing secret stops the start before anything is opened.
  const { jwtSecret, mailerOptions, reporting, fileStore } = configurationOf(environment, stateFolder, production)

  // Drawn at each start: `league-api operator add` reads it from the PGlite lock file to call /admin/….
  const adminToken = randomBytes(32).toString('base64url')
  const opened = await openSeededDatabase(environment, { stateFolder, port, adminToken, demoClock })
  // Push off is a warning here, once; the API serves everything else as usual.
  const notifier = notifierFromEnvironment(opened.database, environment, logger)
  await prepareData(opened.database, notifier, demoClock)
  const { liveBus, stopSharingInvalidations, stopRevalidatingSites } = await connectLiveBus(environment)

  const { limits, rankingStore, close: closeStores } = await sharedStores(environment, opened.database)
  const fantasySettler = await settleFantasyRounds(opened.database, demoClock, rankingStore)
  const newsSweep = sweepScheduledNewsEveryMinute(opened.database, notifier)
  const serverLimits = serverLimitsFrom(environment)
  const trustedProxies = parseTrustedProxies(environment['TRUSTED_PROXY'])
  const mailer = startMailer(mailerOptions, production)

  let fastPath: CachedReadFastPath | undefined
  const app = createApp({
    limitStore: limits.store,
    streamsPerAddress: positiveSetting(environment['LIVE_STREAMS_PER_ADDRESS'], defaultStreamsPerAddress),
    applicationRequestsPerMinute: positiveSetting(environment['APPLICATION_REQUESTS_PER_ADDRESS'], 120),
    signInLimits: {
      perAddress: {
        points: positiveSetting(environment['SIGN_IN_ATTEMPTS_PER_ADDRESS'], defaultSignInLimits.perAddress.points),
        windowSeconds: defaultSignInLimits.perAddress.windowSeconds,
      },
    },
    database: opened.database,
    liveWriteDatabase: opened.liveWrites,
    jwtSecret,
    production,
    googleClientId: environment['GOOGLE_CLIENT_ID'],
    googleJwksUrl: environment['GOOGLE_JWKS_URL'],
    trustedProxies: environment['TRUSTED_PROXY'],
    siteOrigins: environment['SITE_ORIGINS'],
    demoClock,
    clientsFolder: defaultClientsFolder,
    onClientsFolderError: (error) => logger.warn('clients folder not re-read', { error: describeError(error) }),
    liveBus,
    rankingStore,
    adminToken,
    notifier,
    mailer,
    fileStore,
    outboxFolder: mailer.outbox?.folder,
    responseCacheBytes: responseCacheBytesFrom(environment['API_RESPONSE_CACHE_MB']),
    sampleCachedHits: sampleCachedHitsFrom(environment['LOG_SAMPLE_CACHED']),
    onCachedReadFastPath: (created) => {
      fastPath = created
    },
  })

  // As `serve` from @hono/node-server builds it, with the fast path for fresh cached reads in front of the
  // app (http/cached-read-fast-path.ts).
  const appListener = getRequestListener(app.fetch, { hostname: '0.0.0.0' })
  // Above the app's own 8 KiB header limit, so a caller gets its 431 with a message, not Node's bare one.
  const server: Server = createServer(
    { maxHeaderSize: 32 * 1024 },
    fastPath === undefined ? appListener : fastPath.inFrontOf(appListener),
  )
  limitServer(server, serverLimits, trustedProxies)
  server.listen(port, '0.0.0.0', () => {
    logger.info('api listening', {
      port,
      database: opened.kind,
      errorReporting: reporting,
      files: `${fileStore.kind} ${fileStore.location}`,
      asOf: demoClock.now().toISOString(),
    })
  })

  // The timer API has its own port; in this process it shares the database (PGlite allows one process).
  const timerPort = Number(environment['TIMER_PORT'] ?? 4100)
  const timerServer = serve(
    {
      fetch: createTimerApp({ database: opened.database, bus: liveBus, production }).fetch,
      port: timerPort,
      hostname: '0.0.0.0',
    },
    (info) => {
      logger.info('timer api listening', { port: info.port })
    },
  ) as Server
  limitServer(timerServer, serverLimits, trustedProxies)

  const stop = gracefulShutdown({
    server,
    drainTimeoutMs: Number(environment['SHUTDOWN_DRAIN_MS'] ?? 10_000),
    closers: [
      { name: 'timer api', close: () => new Promise<void>((resolve) => timerServer.close(() => resolve())) },
      { name: 'cache invalidations', close: stopSharingInvalidations },
      {
        name: 'site revalidation',
        close: async () => stopRevalidatingSites.forEach((stopListening) => stopListening()),
      },
      { name: 'fantasy settler', close: () => fantasySettler.close() },
      { name: 'news sweep', close: async () => newsSweep.close() },
      { name: 'live bus', close: () => liveBus.close() },
      { name: 'limits and ranking stores', close: closeStores },
      { name: 'database', close: () => opened.close() },
      { name: 'error reports', close: () => flushErrorReports() },
    ],
    exit: (code) => process.exit(code),
  })
  stopAfterCrash = (reason) => void stop(reason, 1)
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

start().catch(async (error: unknown) => {
  if (error instanceof ConfigurationError) {
    logger.error(`api not started: ${error.message}`)
  } else {
    logger.error('api failed to start', { error: describeError(error) })
    reportError(error)
    await flushErrorReports()
  }
  process.exit(1)
})
