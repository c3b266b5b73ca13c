// Builds the API: middleware in the order a request meets it, then every router. Nothing here listens or
// opens a database; server.ts and the tests do that and pass the database in.
import { OpenAPIHono } from '@hono/zod-openapi'
import { cors } from 'hono/cors'
import type { JWTVerifyGetKey } from 'jose'
import { createAccessTokens } from './auth/access-tokens.ts'
import { createSessionCheck } from './auth/session-check.ts'
import { createGoogleTokenVerifier } from './auth/google.ts'
import type { Database } from './db/connection.ts'
import { cacheHeaders } from './http/cache.ts'
import { ClientDirectory } from './tenants/clients.ts'
import { compression } from './http/compression.ts'
import type { AppEnv } from './http/env.ts'
import { handleError, handleNotFound, validationHook } from './http/errors.ts'
import { parseTrustedProxies } from '@league/client-league/trusted-proxies'
import { clientAddress } from './http/client-address.ts'
import { createLimiter, emailOfBody, memoryLimitStore, rateLimit, type LimitStore } from './http/rate-limit.ts'
import {
  createSignInLimits,
  defaultSignInLimits,
  mailingOutcome,
  passwordOutcome,
  type SignInLimitSettings,
} from './http/sign-in-limits.ts'
import { createStreamCap, defaultStreamsPerAddress, type StreamCap } from './http/stream-cap.ts'
import { emailOfGoogleToken } from './auth/google.ts'
import { parseSiteOrigins, type SiteOrigins } from './http/site-origins.ts'
import {
  defaultRequestLimits,
  refuseNulInJsonBodies,
  requestBodyLimit,
  requestSizeLimits,
  type RequestLimits,
} from './http/request-limits.ts'
import { cachedHitLog, requestLog } from './http/request-log.ts'
import { createCachedReadFastPath, type CachedReadFastPath } from './http/cached-read-fast-path.ts'
import { createResponseCache, type ResponseCache } from './http/response-cache.ts'
import { securityHeaders } from './http/security-headers.ts'
import { tenancy } from './http/tenancy.ts'
import { registerOpenApi } from './openapi.ts'
import { leagueRoutes } from './routes/league/index.ts'
import { authRoutes } from './routes/platform/auth.ts'
import { emailLinkRoutes } from './routes/platform/email-links.ts'
import { passwordChangeRoutes } from './routes/platform/password-change.ts'
import { configRoutes } from './routes/platform/config.ts'
import { currentSeasonLeaguesRoutes } from './routes/platform/current-season-leagues.ts'
import type { PlatformDependencies } from './routes/platform/dependencies.ts'
import { followRoutes } from './routes/platform/follows.ts'
import { fantasyLeagueRoutes } from './routes/platform/fantasy-leagues.ts'
import { fantasySquadRoutes } from './routes/platform/fantasy-squads.ts'
import { healthRoutes } from './routes/platform/health.ts'
import { popupRoutes } from './routes/platform/popup.ts'
import { sessionRoutes } from './routes/platform/sessions.ts'
import { staffRoutes } from './routes/platform/staff.ts'
import { staffAreaBodyLimits, staffAreaRoutes } from './routes/platform/staff-area/index.ts'
import { applicationRoutes } from './routes/platform/applications.ts'
import { staffApplicationRoutes } from './routes/platform/staff-applications.ts'
import { applicationFileRoutes, uploadBodyLimit, uploadRateLimit } from './routes/platform/application-files.ts'
import type { FileStore } from './uploads/file-store.ts'
import { unconfiguredFileStore } from './uploads/unconfigured-file-store.ts'
import { staffApplicationReviewRoutes } from './routes/platform/staff-application-review.ts'
import { createDemoClock, type DemoClock } from '@league/client-league/demo-clock'
import { userRoutes } from './routes/platform/user.ts'
import { adminRoutes } from './routes/platform/admin.ts'
import { demoAdvanceRoutes } from './routes/platform/demo-advance.ts'
import type { DemoAdvanceSteps } from './queries/fantasy/demo-advance.ts'
import { demoAdvanceSteps } from './queries/fantasy/demo-steps.ts'
import type { LiveBus } from './live/bus.ts'
import { createLiveGames } from './live/live-games.ts'
import { createMemoryBus } from './live/memory-bus.ts'
import { liveRoutes } from './routes/live/index.ts'
import type { Notifier } from './notifications/notifier.ts'
import { logger } from './http/log.ts'
import { describeError } from './http/describe-error.ts'
import { createRecordingMailer, type Mailer } from './mail/mail.ts'
import { createOutbox } from './mail/outbox.ts'
import { outboxPage } from './mail/outbox-page.ts'
import { createDatabaseRankingStore } from './queries/fantasy/ranking-store-database.ts'
import type { RankingStore } from './queries/fantasy/ranking-store.ts'

export type CreateAppOptions = {
  database: Database
  /**
   * The database lane of a scorer's live writes (`OpenedDatabase.liveWrites`): its own connections, so an
   * event never waits behind readers for the pool. `database` when not given.
   */
  liveWriteDatabase?: Database | undefined
  /** HS256 secret of the access tokens (see auth/access-tokens.ts `resolveJwtSecret`). */
  jwtSecret: Uint8Array
  /** `GOOGLE_CLIENT_ID`: accepted as audience of Google ID tokens for every client. */
  googleClientId?: string | undefined
  /** `GOOGLE_JWKS_URL`: where Google's signing keys are fetched (lazily, on the first Google sign-in). */
  googleJwksUrl?: string | undefined
  /** A key set used instead of fetching one; tests sign Google tokens with their own keys. */
  googleKeySet?: JWTVerifyGetKey | undefined
  /** The demo clock (`DEMO_AS_OF`, see `createDemoClock`); the real time when not given. */
  demoClock?: DemoClock | undefined
  /**
   * Where the limits count: this process (the default), or Redis (`REDIS_URL`) so every instance counts
   * together (see http/rate-limit.ts).
   */
  limitStore?: LimitStore | undefined
  /** Sign-in throttling per address and per (email, address) (see http/sign-in-limits.ts). */
  signInLimits?: Partial<SignInLimitSettings> | undefined
  /** Requests one address may make per minute to the team application links (120 when not given). */
  applicationRequestsPerMinute?: number | undefined
  /** Live events one signed-in operator may post per minute and game (1,200 when not given). */
  liveEventsPerMinute?: number | undefined
  /** `LIVE_STREAMS_PER_ADDRESS`: event streams one address may hold open at once (20 when not given). */
  streamsPerAddress?: number | undefined
  /** Told about the stream cap the app creates (tests and the bench read its counts). */
  onStreamCap?: ((cap: StreamCap) => void) | undefined
  /**
   * `TRUSTED_PROXY`: addresses and CIDR ranges whose `X-Forwarded-For` names the caller for the rate limits;
   * from anyone else the socket's address counts.
   */
  trustedProxies?: string | undefined
  /**
   * `SITE_ORIGINS`: the exact origins (scheme, host, port) of the client sites the sign-in pop-up may post
   * its token to; unset, `https://<domain>` of every client domain (and `http://<domain>:3000` outside
   * production).
   */
  siteOrigins?: string | undefined
  /** The clients/ folder re-read on each client reload, so new client folders register without a restart. */
  clientsFolder?: string | undefined
  /** Told when that folder holds a client.json that cannot be read (the stored clients keep serving). */
  onClientsFolderError?: ((error: unknown) => void) | undefined
  /** The fantasy ranking's store (Redis sorted sets with REDIS_URL, see server.ts); the database when not given. */
  rankingStore?: RankingStore | undefined
  /** The live bus (memory or Redis, see live/index.ts); an in-process one when not given. */
  liveBus?: LiveBus | undefined
  /** Server time stamped on live events, in ms; real time unless a test or a replay injects one. */
  liveNow?: (() => number) | undefined
  /** Push notifications to followers (see notifications/); none are sent when not given. */
  notifier?: Notifier | undefined
  /** Milliseconds between heartbeats of the live streams. */
  liveHeartbeatMs?: number | undefined
  /** Production (`NODE_ENV=production`): adds HSTS, as the API is then served over HTTPS. */
  production?: boolean | undefined
  /** Largest body, URL and headers a request may have (see http/request-limits.ts). */
  requestLimits?: Partial<RequestLimits> | undefined
  /** Byte budget of the in-memory response cache (see http/response-cache.ts). */
  responseCacheBytes?: number | undefined
  /** Told about the response cache the app creates (tests read its size). */
  onResponseCache?: ((cache: ResponseCache) => void) | undefined
  /** Log one answer served from the response cache in this many (see http/request-log.ts); 100 if not given. */
  sampleCachedHits?: number | undefined
  /**
   * Told about the fast path answering fresh cached reads in front of the app (see
   * http/cached-read-fast-path.ts); server.ts puts it before the app's request listener.
   */
  onCachedReadFastPath?: ((fastPath: CachedReadFastPath) => void) | undefined
  /** Sends the account mails (see mail/); a recording mailer that sends nothing when not given (tests). */
  mailer?: Mailer | undefined
  /** How long a session found active is believed before the database is asked again (5 s if not given). */
  sessionCacheMs?: number | undefined
  /**
   * The development outbox's folder, when mails go there (no `SMTP_URL`): its pages are served at `/dev/mail`
   * outside production, never in production.
   */
  outboxFolder?: string | undefined
  /** The clock of e-mailed links (verification, reset); the real time when not given. */
  accountClock?: (() => Date) | undefined
  /** Token of the admin routes (`/admin/…`, for the CLI); without it they are not mounted. */
  adminToken?: string | undefined
  /** What `POST /admin/demo/advance` does after the clock moved (settle, demo managers); tests give their own. */
  demoAdvanceSteps?: DemoAdvanceSteps | undefined
  /** Where uploaded files are kept (see uploads/); without one (benchmarks, the OpenAPI lint) an upload fails. */
  fileStore?: FileStore | undefined
}

function platformDependencies(
  options: CreateAppOptions,
  clientDirectory: ClientDirectory,
  demoClock: DemoClock,
  liveBus: LiveBus,
): PlatformDependencies {
  const sessions = createSessionCheck({
    database: options.database,
    bus: liveBus,
    ...(options.sessionCacheMs === undefined ? {} : { cacheMs: options.sessionCacheMs }),
  })
  return {
    database: options.database,
    accessTokens: createAccessTokens(options.jwtSecret, sessions),
    sessions,
    verifyGoogleToken: createGoogleTokenVerifier({
      ...(options.googleJwksUrl === undefined ? {} : { jwksUrl: options.googleJwksUrl }),
      ...(options.googleKeySet === undefined ? {} : { keySet: options.googleKeySet }),
    }),
    googleClientId: options.googleClientId,
    clientDirectory,
    demoClock,
    siteOrigins: parseSiteOrigins(options.siteOrigins, options.production ?? false),
    mailer: options.mailer ?? createRecordingMailer(),
    now: options.accountClock ?? (() => new Date()),
    fileStore: options.fileStore ?? unconfiguredFileStore,
    notifier: options.notifier,
  }
}

/**
 * The CORS origin to answer: the request's Origin when it is exactly (scheme, host, port) a site of the
 * client its hostname names, else none. The same hostname on another port or scheme may be someone else's
 * server, and a CORS answer would let it read a signed-in visitor's data.
 */
async function allowedSiteOrigin(
  origin: string,
  clientDirectory: ClientDirectory,
  siteOrigins: SiteOrigins,
): Promise<string | null> {
  try {
    const url = new URL(origin)
    const client = await clientDirectory.forHostname(url.hostname)
    return client !== undefined && url.origin === origin && siteOrigins.allows(url, client.domains) ? origin : null
  } catch {
    return null
  }
}

/**
 * A scorer's event and screens directive, from the sign-in check to the commit, on the live-write lane.
 * Registered for every method with the method checked inside, so it adds no route of its own to the app's
 * list (which the OpenAPI document must match); the reads of these paths keep the shared lane.
 */
function useLiveWriteLane(app: OpenAPIHono<AppEnv>, liveWriteDatabase: Database): void {
  for (const path of ['/v2/live/games/:game/events', '/v2/live/games/:game/screens']) {
    app.use(path, async (context, next) => {
      if (context.req.method === 'POST' || context.req.method === 'PUT') {
        context.set('database', liveWriteDatabase)
      }
      await next()
    })
  }
}

/** The /admin routes of the CLI (invitations, reopenings, the demo advance), when the app has an admin token. */
function mountAdminRoutes(
  app: OpenAPIHono<AppEnv>,
  options: CreateAppOptions,
  dependencies: PlatformDependencies,
  rankingStore: RankingStore,
): void {
  if (options.adminToken === undefined) {
    return
  }
  // What they read of the options: SITE_ORIGINS and production (invitation links), the clients folder and notifier.
  const admin = { ...options, mailer: dependencies.mailer, clientDirectory: dependencies.clientDirectory }
  app.route('/', adminRoutes(options.adminToken, admin))
  app.route('/', demoAdvanceRoutes(options.adminToken, options.demoAdvanceSteps ?? demoAdvanceSteps(rankingStore)))
}

/** The sign-in throttling and the stream cap (see "Limits" in the README); answers where the counts live. */
function useLimits(app: OpenAPIHono<AppEnv>, options: CreateAppOptions): LimitStore {
  const addressOf = clientAddress(parseTrustedProxies(options.trustedProxies))
  const limitStore = options.limitStore ?? memoryLimitStore
  const signIn = createSignInLimits(limitStore, addressOf, { ...defaultSignInLimits, ...options.signInLimits })
  app.on('POST', '/auth/*', signIn.perAddress)
  app.on('POST', '/auth/login', signIn.perAccountAndAddress(emailOfBody, passwordOutcome))
  app.on('POST', '/auth/google-link', signIn.perAccountAndAddress(emailOfGoogleToken, passwordOutcome))
  app.on('POST', ['/auth/register', '/auth/password-reset'], signIn.perAccountAndAddress(emailOfBody, mailingOutcome))
  // The application links need no account (the uuid is the key), so each address is counted instead.
  const applicationLimiter = createLimiter(limitStore, {
    name: 'applications',
    points: options.applicationRequestsPerMinute ?? 120,
    windowSeconds: 60,
  })
  app.use(
    '/v2/website/applications/*',
    rateLimit({ limiter: applicationLimiter, keyOf: addressOf, what: 'Too many requests for application links' }),
  )
  app.on('POST', '/v2/website/applications/:uuid/files', uploadRateLimit(limitStore, addressOf))
  const streamCap = createStreamCap({ perAddress: options.streamsPerAddress ?? defaultStreamsPerAddress, addressOf })
  options.onStreamCap?.(streamCap)
  app.use('/v2/live/*', async (context, next) =>
    context.req.path.endsWith('/stream') ? streamCap.middleware(context, next) : next(),
  )
  return limitStore
}

export function createApp(options: CreateAppOptions) {
  const demoClock = options.demoClock ?? createDemoClock(undefined)
  const clientDirectory = new ClientDirectory(options.database, {
    clientsFolder: options.clientsFolder,
    ...(options.onClientsFolderError === undefined ? {} : { onSeedError: options.onClientsFolderError }),
  })
  const liveBus = options.liveBus ?? createMemoryBus()
  const rankingStore = options.rankingStore ?? createDatabaseRankingStore(options.database)
  const dependencies = platformDependencies(options, clientDirectory, demoClock, liveBus)
  const liveGames = createLiveGames({
    bus: liveBus,
    now: options.liveNow ?? Date.now,
    demoClock,
    notifier: options.notifier,
    onNotifyError: (error) => logger.warn('push notifications failed', { error: describeError(error) }),
  })

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  app.onError(handleError)
  app.notFound(handleNotFound)

  const limits = { ...defaultRequestLimits, ...options.requestLimits }
  const responseCache = createResponseCache({
    routes: () => app.openAPIRegistry.definitions,
    demoClock,
    // A stale entry is refreshed by asking the app again, in the background, while readers get the old bytes.
    fetch: (request) => app.fetch(request),
    ...(options.responseCacheBytes === undefined ? {} : { maxBytes: options.responseCacheBytes }),
  })
  options.onResponseCache?.(responseCache)
  const cachedHits = cachedHitLog(options.sampleCachedHits)
  options.onCachedReadFastPath?.(
    createCachedReadFastPath({
      responseCache,
      clientDirectory,
      database: options.database,
      demoClock,
      limits,
      cachedHits,
    }),
  )
  // Outermost, so that it sees each cached hit with every header the chain below gives it.
  app.use(responseCache.recordReplies)
  app.use(requestLog({ cachedHits }))
  // Outermost after the log, so that every answer, errors included, carries them.
  app.use(securityHeaders({ production: options.production ?? false }))
  app.use(requestSizeLimits(limits))
  app.use(requestBodyLimit(limits, [uploadBodyLimit, ...staffAreaBodyLimits]))
  app.use(refuseNulInJsonBodies())
  app.use(compression())
  // Cache headers sit outside tenancy so that its errors also carry `Vary: Origin` and `no-store`, and
  // outside CORS so that one `Vary` header lists each name once.
  app.use(cacheHeaders())
  // Browsers on a registered client site may call the API directly (live data, sign-in), from its exact
  // origins only.
  app.use(
    cors({
      origin: (origin) => allowedSiteOrigin(origin, clientDirectory, dependencies.siteOrigins),
      allowHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'X-Request-Id'],
      allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['ETag', 'Retry-After', 'X-Request-Id'],
      maxAge: 600,
    }),
  )
  app.use(async (context, next) => {
    context.set('database', options.database)
    context.set('demoClock', demoClock)
    context.set('rankingStore', rankingStore)
    await next()
  })
  useLiveWriteLane(app, options.liveWriteDatabase ?? options.database)
  // The development outbox belongs to no client, so it comes before tenancy; production never mounts it.
  if (options.outboxFolder !== undefined && !(options.production ?? false)) {
    app.route('/', outboxPage(createOutbox(options.outboxFolder)))
  }
  app.use(tenancy(clientDirectory))
  app.use('/v2/website/*', responseCache.middleware)
  const limitStore = useLimits(app, options)

  registerOpenApi(app)

  mountAdminRoutes(app, options, dependencies, rankingStore)

  return app
    .route('/', healthRoutes())
    .route('/', authRoutes(dependencies))
    .route('/', emailLinkRoutes(dependencies))
    .route('/', popupRoutes(dependencies))
    .route('/', sessionRoutes(dependencies))
    .route('/v2/website', userRoutes(dependencies))
    .route('/v2/website', passwordChangeRoutes(dependencies))
    .route('/v2/website', followRoutes(dependencies))
    .route('/v2/website', fantasyLeagueRoutes(dependencies))
    .route('/v2/website', fantasySquadRoutes(dependencies))
    .route('/v2/website', staffRoutes(dependencies))
    .route('/v2/website', applicationRoutes(dependencies))
    .route('/v2/website', staffApplicationRoutes(dependencies))
    .route('/v2/website', applicationFileRoutes(dependencies))
    .route('/v2/website', staffApplicationReviewRoutes(dependencies))
    .route('/v2/website', staffAreaRoutes(dependencies))
    .route('/v2/website', configRoutes())
    .route('/v2/website', currentSeasonLeaguesRoutes(dependencies))
    .route('/v2/website', leagueRoutes)
    .route(
      '/v2/live',
      liveRoutes({
        liveGames,
        accessTokens: dependencies.accessTokens,
        limitStore,
        ...(options.liveEventsPerMinute === undefined ? {} : { eventsPerMinute: options.liveEventsPerMinute }),
        ...(options.liveHeartbeatMs === undefined ? {} : { heartbeatMs: options.liveHeartbeatMs }),
      }),
    )
}

/** The app's type, for the typed client (`hc<AppType>`). */
export type AppType = ReturnType<typeof createApp>
