// Client leagues (tenants): read from `clients/<slug>/client.json` at the repository root, validated,
// stored in the `clients` table, and kept in memory for the tenancy middleware.
import { clientSchema, defaultVideoHosts, type ClientConfig } from '@league/client-league/client-schema'
import { eq, sql } from 'drizzle-orm'
import { clientFilesIn, hostnameOf } from '@league/client-league/domains'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from '../db/connection.ts'
import { clients } from '../db/schema/accounts.ts'
import type { ClientSettings } from '../db/schema/client-settings.ts'
import type { TenantClient } from '../http/env.ts'

/** `CLIENTS_DIR` moves the folder (tests scaffold clients into a temporary one). */
export const defaultClientsFolder =
  process.env['CLIENTS_DIR'] || fileURLToPath(new URL('../../../../clients', import.meta.url))

/**
 * The positions the API answers (player pages, rosters, the fantasy game) when a client names none: the three
 * the fantasy classifier derives from the box scores, since the imported data carries no positions.
 */
export const defaultPlayerPositions = ['guard', 'forward', 'centre']

export class ClientFileError extends Error {
  override name = 'ClientFileError'
}

/**
 * Every `clients/<slug>/client.json`, validated with the schema the tokens build and create-league-site use;
 * a broken file stops the start with a readable message.
 */
export function readClientFiles(folder: string = defaultClientsFolder): ClientConfig[] {
  const files: ClientConfig[] = []
  for (const entry of clientFilesIn(folder)) {
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(entry.path, 'utf8'))
    } catch (error) {
      throw new ClientFileError(`clients/${entry.name}/client.json is not valid JSON: ${String(error)}`)
    }
    const result = clientSchema.safeParse(parsed)
    if (!result.success) {
      const problems = result.error.issues.map(
        (issue) => `  ${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`,
      )
      throw new ClientFileError(`clients/${entry.name}/client.json is not a valid client:\n${problems.join('\n')}`)
    }
    if (result.data.slug !== entry.name) {
      throw new ClientFileError(
        `clients/${entry.name}/client.json has slug "${result.data.slug}"; it must match its folder name`,
      )
    }
    files.push(result.data)
  }
  return files.sort((first, second) => first.slug.localeCompare(second.slug))
}

export function settingsOf(file: ClientConfig): ClientSettings {
  const crest = file.crest
  return {
    title: file.title,
    colors: file.colors,
    logo: file.logo,
    crest: {
      faviconSm: file.favicons?.faviconSm ?? crest,
      faviconLg: file.favicons?.faviconLg ?? crest,
      androidChromeSm: file.favicons?.androidChromeSm ?? crest,
      androidChromeLg: file.favicons?.androidChromeLg ?? crest,
    },
    broadcast: file.broadcast ?? null,
    defaultNewsCoverImage: file.defaultNewsCoverImage ?? null,
    googleAnalyticsId: file.googleAnalyticsId ?? null,
    googleClientId: file.googleClientId ?? null,
    playerPositions: file.playerPositions ?? defaultPlayerPositions,
    message: file.message ?? null,
    currentPeriodBottom: file.website?.game?.details?.teamStats?.currentPeriod?.bottom ?? false,
    timerApiBase: file.timerApiBase ?? null,
    push: file.push ?? null,
    videoHosts: file.videoHosts ?? [...defaultVideoHosts],
  }
}

/** Inserts or updates one row per client file; clients no longer on disk are left alone (they own data). */
export async function seedClients(database: Database, files: ClientConfig[]): Promise<void> {
  for (const file of files) {
    const row = {
      slug: file.slug,
      name: file.name ?? file.title,
      domains: [...new Set(file.domains.map(hostnameOf))],
      settings: settingsOf(file),
      sponsors: file.sponsors.map((sponsor) => ({
        name: sponsor.name,
        url: sponsor.url,
        logo: sponsor.logo,
        tier: sponsor.tier ?? null,
      })),
      languages: file.languages,
      currentSeasonSlug: file.currentSeason,
    }
    await database
      .insert(clients)
      .values(row)
      .onConflictDoUpdate({
        target: clients.slug,
        set: {
          name: row.name,
          domains: row.domains,
          settings: row.settings,
          sponsors: row.sponsors,
          languages: row.languages,
          // A season staff published and made current (a league season with a staff format) stays current
          // through every seeding: the file's season is the one the scaffold or the import chose before.
          currentSeasonSlug: sql`CASE WHEN EXISTS (SELECT 1 FROM league_seasons ls JOIN seasons s ON s.id = ls.season_id
              WHERE s.client_id = clients.id AND s.slug = clients.current_season_slug
                AND ls.format IS NOT NULL AND NOT ls.draft)
            THEN clients.current_season_slug
            ELSE COALESCE(excluded.current_season_slug, clients.current_season_slug) END`,
        },
      })
  }
}

/** Why a client's registration cannot be dropped: no such client, or its folder is still there. */
export class ClientRemovalError extends Error {
  override name = 'ClientRemovalError'
  constructor(
    readonly reason: 'unknown' | 'folder-present',
    message: string,
  ) {
    super(message)
  }
}

/**
 * Drops a client's registration once its folder is gone (create-league-site remove): its row gives up its
 * domains, so no request reaches it any more, and the API answers its domains as it answers unknown hosts.
 * The row and its data stay (seasons, accounts' roles and the audit refer to it); scaffolding the slug again
 * gives it domains again. While `clients/<slug>/client.json` exists the next seeding would register it again,
 * so that is refused. Answers the domains it released.
 */
export async function releaseClient(database: Database, slug: string, clientsFolder: string): Promise<string[]> {
  const [row] = await database.select({ domains: clients.domains }).from(clients).where(eq(clients.slug, slug))
  if (row === undefined) {
    throw new ClientRemovalError('unknown', `There is no client "${slug}"`)
  }
  if (existsSync(join(clientsFolder, slug, 'client.json'))) {
    throw new ClientRemovalError(
      'folder-present',
      `clients/${slug}/client.json is still there: remove the folder first (create-league-site remove ${slug})`,
    )
  }
  await database.update(clients).set({ domains: [] }).where(eq(clients.slug, slug))
  return row.domains
}

export async function loadClients(database: Database): Promise<TenantClient[]> {
  const rows = await database.select().from(clients).orderBy(clients.id)
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    domains: row.domains,
    settings: row.settings,
    sponsors: row.sponsors,
    languages: row.languages,
    currentSeasonSlug: row.currentSeasonSlug,
  }))
}

/** A hostname nobody answers for triggers a fresh read of the clients at most this often. */
const unknownHostnameReloadMs = 5_000

/**
 * The clients in memory, indexed by hostname. Loaded on the first request (so creating the app needs no
 * database round trip) and again when older than `maxAgeMs`. With `clientsFolder`, each load first seeds
 * the folder's client.json files, so a client written by create-league-site is served without a restart:
 * at its first request (an unknown hostname reloads) or within `maxAgeMs` for a changed one.
 */
export class ClientDirectory {
  readonly #database: Database
  readonly #maxAgeMs: number
  readonly #now: () => number
  readonly #clientsFolder: string | undefined
  readonly #onSeedError: (error: unknown) => void
  #loading: Promise<Map<string, TenantClient>> | undefined
  /**
   * What the newest finished load resolved to (kept while the next one runs): the fast path's synchronous
   * lookup reads it.
   */
  #loaded: Map<string, TenantClient> | undefined
  #loadedAt = 0

  constructor(
    database: Database,
    options: {
      maxAgeMs?: number
      now?: () => number
      clientsFolder?: string | undefined
      onSeedError?: (error: unknown) => void
    } = {},
  ) {
    this.#database = database
    this.#maxAgeMs = options.maxAgeMs ?? 60_000
    this.#now = options.now ?? Date.now
    this.#clientsFolder = options.clientsFolder
    this.#onSeedError = options.onSeedError ?? (() => undefined)
  }

  /** The clients/ folder a client comes from: the one seeded from, else the repository's. */
  get clientsFolder(): string {
    return this.#clientsFolder ?? defaultClientsFolder
  }

  async forHostname(hostname: string): Promise<TenantClient | undefined> {
    const key = hostname.toLowerCase()
    const found = (await this.#byHostname()).get(key)
    if (
      found !== undefined ||
      this.#clientsFolder === undefined ||
      this.#now() - this.#loadedAt < unknownHostnameReloadMs
    ) {
      return found
    }
    this.reload()
    return (await this.#byHostname()).get(key)
  }

  /**
   * The client of a hostname from the clients loaded last, without waiting; undefined when none are loaded
   * (or the last load failed, or `reload` was asked for) and for an unknown hostname: `forHostname` then
   * decides, loading or reloading. For the fast path in front of the app (cached-read-fast-path.ts), which
   * answers only what needs no wait. Once the clients are older than `maxAgeMs` this starts their reload
   * (the fast path may be all the traffic there is) and answers from the previous load until it lands: a
   * reload seeds the folder and reads the database, and every reader waiting for it would stall meanwhile.
   */
  loadedForHostname(hostname: string): TenantClient | undefined {
    if (this.#loaded === undefined) {
      return undefined
    }
    if (this.#now() - this.#loadedAt > this.#maxAgeMs) {
      // A failure clears what is loaded (below): the app's own lookup then meets it and answers for it.
      this.#byHostname().catch(() => undefined)
    }
    return this.#loaded?.get(hostname.toLowerCase())
  }

  async all(): Promise<TenantClient[]> {
    return [...new Set((await this.#byHostname()).values())]
  }

  reload(): void {
    this.#loading = undefined
    this.#loaded = undefined
  }

  #byHostname(): Promise<Map<string, TenantClient>> {
    if (this.#loading !== undefined && this.#now() - this.#loadedAt > this.#maxAgeMs) {
      this.#loading = undefined
    }
    if (this.#loading === undefined) {
      this.#loadedAt = this.#now()
      const loading: Promise<Map<string, TenantClient>> = this.#seedFolder()
        .then(() => loadClients(this.#database))
        .then(
          (all) => {
            const byHostname = new Map<string, TenantClient>()
            for (const client of all) {
              for (const domain of client.domains) {
                byHostname.set(domain.toLowerCase(), client)
              }
            }
            // Only the newest load counts: one superseded by a reload meanwhile must not come back.
            if (this.#loading === loading) {
              this.#loaded = byHostname
            }
            return byHostname
          },
          (error: unknown) => {
            this.#loading = undefined
            this.#loaded = undefined
            throw error
          },
        )
      this.#loading = loading
    }
    return this.#loading
  }

  async #seedFolder(): Promise<void> {
    if (this.#clientsFolder === undefined) {
      return
    }
    try {
      await seedClients(this.#database, readClientFiles(this.#clientsFolder))
    } catch (error) {
      // A half-edited client.json must not take the other clients down: they keep their stored rows.
      this.#onSeedError(error)
    }
  }
}
