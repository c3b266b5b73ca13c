// Imports season folders (data/aba-YYYY-YY) into the database for one client. Everything happens in one
// transaction, so a bad file leaves the database as it was; every table is upserted on its natural key and a
// row is only rewritten when a value changed, so importing the same files twice changes nothing.
import { sql } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { selectRows, type Database } from '../db/connection.ts'
import { invalidateComputedCache } from '../queries/computed-cache.ts'
import {
  deleteRowsNotIn,
  integerArrayLiteral,
  textArrayLiteral,
  upsertRows,
  type BulkColumn,
  type ColumnValue,
  type Executor,
} from './bulk-upsert.ts'
import { stableClubName } from './club-names.ts'
import { ImportError } from './import-error.ts'
import { matchReportNews } from './match-report/match-report-news.ts'
import { searchFold, slugify } from './names/fold.ts'
import { realName } from './names/real-name.ts'
import { readSeasonFolder, type GameRow, type SeasonFiles } from './season-files.ts'

export type ImportProgress = {
  /** What is being done, e.g. "reading aba-2022-23" or "writing play-by-play 2022-23". */
  step: string
  completed: number
  total: number
}

export type ImportOptions = {
  /** The client league the data belongs to (default `aba`). */
  clientSlug?: string
  /** The competition the seasons belong to (default `aba-league`, "ABA League"). */
  competition?: { slug: string; name: string }
  onProgress?: (progress: ImportProgress) => void
  /** Problems that do not stop the import (e.g. an event naming a player no players.csv knows). */
  onWarning?: (message: string) => void
}

export type TableChanges = Record<string, { inserted: number; updated: number; deleted: number }>

export type ImportSummary = {
  seasons: string[]
  games: number
  changes: TableChanges
  /** Rows inserted, updated or deleted in all tables; 0 when the files were already imported. */
  changedRows: number
  milliseconds: number
}

const phaseSlugs = {
  regular_season: 'regular-season',
  quarterfinal: 'quarterfinal',
  semifinal: 'semifinal',
  final: 'final',
} as const

const phaseOrder = ['regular-season', 'quarterfinal', 'semifinal', 'final'] as const

const phaseNames: Record<string, string> = {
  'regular-season': 'Regular season',
  quarterfinal: 'Quarterfinal',
  semifinal: 'Semifinal',
  final: 'Final',
}

/** A folder that holds games.csv is a season; any other folder is searched one level down. */
export function findSeasonFolders(folder: string): string[] {
  if (!existsSync(folder)) {
    throw new ImportError(folder, null, null, 'no such folder')
  }
  if (existsSync(join(folder, 'games.csv'))) {
    return [folder]
  }
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'games.csv')))
    .map((entry) => join(folder, entry.name))
    .sort()
}

/** Reads and validates every season folder under `folders`, oldest season first; throws ImportError. */
export function readSeasons(folders: string[], onProgress?: ImportOptions['onProgress']): SeasonFiles[] {
  const seasonFolders = folders.flatMap(findSeasonFolders)
  if (seasonFolders.length === 0) {
    throw new ImportError(folders.join(', '), null, null, 'no season folder (with a games.csv) found')
  }
  const seasons: SeasonFiles[] = []
  for (const [index, folder] of seasonFolders.entries()) {
    onProgress?.({ step: `reading ${basename(folder)}`, completed: index, total: seasonFolders.length })
    seasons.push(readSeasonFolder(folder))
  }
  return seasons.sort((first, second) => first.season.localeCompare(second.season))
}

/** Reads the season folders, then writes them (see {@link writeSeasons}). */
export async function importSeasons(
  database: Database,
  folders: string[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now()
  const summary = await writeSeasons(database, readSeasons(folders, options.onProgress), options)
  return { ...summary, milliseconds: Math.round(performance.now() - started) }
}

/** Writes seasons already read, in one transaction, and clears the computed-statistics cache. */
export async function writeSeasons(
  database: Database,
  seasons: SeasonFiles[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now()
  const progress = new ProgressCounter(options.onProgress)
  progress.plan(seasons)

  const changes: TableChanges = {}
  await database.transaction(async (transaction) => {
    const writer = new SeasonWriter(transaction, changes, progress, options)
    await writer.write(seasons)
  })
  invalidateComputedCache()
  const changedRows = Object.values(changes).reduce(
    (sum, change) => sum + change.inserted + change.updated + change.deleted,
    0,
  )
  return {
    seasons: seasons.map((season) => season.season),
    games: seasons.reduce((sum, season) => sum + season.games.length, 0),
    changes,
    changedRows,
    milliseconds: Math.round(performance.now() - started),
  }
}

class ProgressCounter {
  private completed = 0
  private total = 0
  private currentStep = ''
  private readonly listener: ImportOptions['onProgress']

  constructor(listener: ImportOptions['onProgress']) {
    this.listener = listener
  }

  /** The total is the number of rows to write, so the bar moves with the big tables. */
  plan(seasons: SeasonFiles[]): void {
    this.total = seasons.reduce(
      (sum, season) =>
        sum +
        season.games.length * 2 +
        season.teams.length +
        season.players.length +
        season.boxScores.length +
        season.playByPlay.length +
        season.shots.length,
      0,
    )
    this.report()
  }

  step(name: string, rows: number): void {
    this.currentStep = name
    this.completed += rows
    this.report()
  }

  advance(rows: number): void {
    this.completed = Math.min(this.total, this.completed + rows)
    this.report()
  }

  private report(): void {
    this.listener?.({ step: this.currentStep, completed: this.completed, total: this.total })
  }
}

type SeasonTeamKey = `${string}:${string}`

class SeasonWriter {
  private readonly executor: Executor
  private readonly changes: TableChanges
  private readonly progress: ProgressCounter
  private readonly options: ImportOptions
  private clientId = 0
  private readonly clubIds = new Map<string, number>()
  private readonly clubSlugs = new Map<string, string>()
  private readonly playerIds = new Map<number, number>()
  private readonly venueIds = new Map<string, number>()
  private readonly refereeIds = new Map<string, number>()

  constructor(executor: Executor, changes: TableChanges, progress: ProgressCounter, options: ImportOptions) {
    this.executor = executor
    this.changes = changes
    this.progress = progress
    this.options = options
  }

  private record(table: string, change: { inserted?: number; updated?: number; deleted?: number }): void {
    const entry = (this.changes[table] ??= { inserted: 0, updated: 0, deleted: 0 })
    entry.inserted += change.inserted ?? 0
    entry.updated += change.updated ?? 0
    entry.deleted += change.deleted ?? 0
  }

  private async upsert(
    table: string,
    columns: BulkColumn[],
    key: string[],
    rows: ColumnValue[][],
    countsForProgress = false,
  ): Promise<void> {
    const result = await upsertRows(this.executor, {
      table,
      columns,
      key,
      rows,
      ...(countsForProgress ? { onBatch: (written: number) => this.progress.advance(written) } : {}),
    })
    this.record(table, result)
  }

  private async idsBy<Key extends string | number>(query: ReturnType<typeof sql>): Promise<Map<Key, number>> {
    const rows = await selectRows<{ id: number; key: Key }>(this.executor, query)
    return new Map(rows.map((row) => [row.key, row.id]))
  }

  async write(seasons: SeasonFiles[]): Promise<void> {
    this.progress.step('writing clubs, players and venues', 0)
    this.clientId = await this.ensureClient()
    const competitionId = await this.writeCompetition()
    await this.writeClubs(seasons)
    await this.writePlayers(seasons)
    await this.writeVenues(seasons)
    await this.writeReferees(seasons)
    for (const season of seasons) {
      await this.writeSeason(season, competitionId)
    }
  }

  private async ensureClient(): Promise<number> {
    const slug = this.options.clientSlug ?? 'aba'
    const existing = await selectRows<{ id: number }>(this.executor, sql`SELECT id FROM clients WHERE slug = ${slug}`)
    if (existing[0] === undefined) {
      // Clients come from clients/<slug>/client.json (seeded by the API and the import command); data for a
      // league nobody configured would have no site to show it.
      throw new Error(`No client "${slug}": add clients/${slug}/client.json, then import again`)
    }
    return existing[0].id
  }

  private async writeCompetition(): Promise<number> {
    const competition = this.options.competition ?? { slug: 'aba-league', name: 'ABA League' }
    await this.upsert(
      'competitions',
      [
        { name: 'client_id', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'name', type: 'text' },
      ],
      ['client_id', 'slug'],
      [[this.clientId, competition.slug, competition.name]],
    )
    const ids = await this.idsBy<string>(
      sql`SELECT id, slug AS key FROM competitions WHERE client_id = ${this.clientId}`,
    )
    return ids.get(competition.slug)!
  }

  private async writeClubs(seasons: SeasonFiles[]): Promise<void> {
    // Names already stored stay (a later import of one season must not forget the others' names); later
    // seasons come last, so their names win.
    const stored = await selectRows<{ code: string; other_names: string[] }>(
      this.executor,
      sql`SELECT code, other_names FROM clubs WHERE client_id = ${this.clientId}`,
    )
    const names = new Map<string, string[]>(stored.map((club) => [club.code, [...club.other_names]]))
    for (const season of seasons) {
      for (const team of season.teams) {
        const list = names.get(team.team_id) ?? []
        for (const name of [team.team_name, ...team.other_names]) {
          if (!list.includes(name)) {
            list.push(name)
          }
        }
        names.set(team.team_id, list)
      }
      for (const game of season.games) {
        for (const [code, name] of [
          [game.home_team_id, game.home_team],
          [game.away_team_id, game.away_team],
        ] as const) {
          const list = names.get(code) ?? []
          if (!list.includes(name)) {
            list.push(name)
          }
          names.set(code, list)
        }
      }
    }
    const rows = [...names].map(([code, clubNames]) => {
      const name = stableClubName(code, clubNames)
      this.clubSlugs.set(code, slugify(name))
      const spellings = [name, ...clubNames, code]
      return [
        this.clientId,
        code,
        slugify(name),
        name,
        code,
        textArrayLiteral(clubNames),
        [...new Set(spellings.map(searchFold))].join(' | '),
      ]
    })
    await this.upsert(
      'clubs',
      [
        { name: 'client_id', type: 'int' },
        { name: 'code', type: 'text' },
        { name: 'slug', type: 'text' },
        { name: 'name', type: 'text' },
        { name: 'short_name', type: 'text' },
        { name: 'other_names', type: 'text[]' },
        { name: 'search_text', type: 'text' },
      ],
      ['client_id', 'code'],
      rows,
    )
    for (const [code, id] of await this.idsBy<string>(
      sql`SELECT id, code AS key FROM clubs WHERE client_id = ${this.clientId}`,
    )) {
      this.clubIds.set(code, id)
    }
  }

  private async writePlayers(seasons: SeasonFiles[]): Promise<void> {
    const existing = await selectRows<{ source_id: number; slug: string; play_by_play_name: string }>(
      this.executor,
      sql`SELECT source_id, slug, play_by_play_name FROM players WHERE client_id = ${this.clientId}`,
    )
    const merged = new Map<number, { asciiName: string; playByPlayName: string }>()
    const storedPlayByPlayNames = new Map(existing.map((row) => [row.source_id, row.play_by_play_name]))
    for (const season of seasons) {
      for (const player of season.players) {
        const previous = merged.get(player.player_id)
        merged.set(player.player_id, {
          asciiName: player.player_name,
          // Some seasons lack the play-by-play spelling; keep the one another season gave.
          playByPlayName:
            player.pbp_name !== ''
              ? player.pbp_name
              : (previous?.playByPlayName ?? storedPlayByPlayNames.get(player.player_id) ?? ''),
        })
      }
    }
    const slugBySource = new Map(existing.map((row) => [row.source_id, row.slug]))
    const takenSlugs = new Set(existing.map((row) => row.slug))
    const rows: ColumnValue[][] = []
    for (const sourceId of [...merged.keys()].sort((first, second) => first - second)) {
      const { asciiName, playByPlayName } = merged.get(sourceId)!
      const real = realName(asciiName, playByPlayName)
      // A player keeps the slug he was given first, so links stay valid when a later file corrects a name.
      let slug = slugBySource.get(sourceId)
      if (slug === undefined) {
        const base = slugify(real.name) || `player-${sourceId}`
        slug = base
        for (let suffix = 2; takenSlugs.has(slug); suffix += 1) {
          slug = `${base}-${suffix}`
        }
        takenSlugs.add(slug)
      }
      const spellings = [...new Set([real.name, asciiName, playByPlayName].filter((spelling) => spelling !== ''))]
      rows.push([
        this.clientId,
        sourceId,
        slug,
        real.name,
        real.firstName,
        real.lastName,
        asciiName,
        playByPlayName,
        textArrayLiteral(spellings),
        [...new Set(spellings.map(searchFold))].join(' | '),
      ])
    }
    await this.upsert(
      'players',
      [
        { name: 'client_id', type: 'int' },
        { name: 'source_id', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'name', type: 'text' },
        { name: 'first_name', type: 'text' },
        { name: 'last_name', type: 'text' },
        { name: 'ascii_name', type: 'text' },
        { name: 'play_by_play_name', type: 'text' },
        { name: 'spellings', type: 'text[]' },
        { name: 'search_text', type: 'text' },
      ],
      ['client_id', 'source_id'],
      rows,
    )
    for (const [sourceId, id] of await this.idsBy<number>(
      sql`SELECT id, source_id AS key FROM players WHERE client_id = ${this.clientId}`,
    )) {
      this.playerIds.set(sourceId, id)
    }
  }

  private async writeVenues(seasons: SeasonFiles[]): Promise<void> {
    const venues = new Map<string, ColumnValue[]>()
    const remember = (
      name: string | null,
      details: { capacity: number | null; lat: number | null; lng: number | null; location: string | null },
    ): void => {
      if (name === null) {
        return
      }
      const known = venues.get(name)
      // A venue named only by a game keeps the details another file gave.
      if (known !== undefined && details.capacity === null && details.lat === null && details.location === null) {
        return
      }
      venues.set(name, [this.clientId, name, details.capacity, details.lat, details.lng, details.location])
    }
    const unknown = { capacity: null, lat: null, lng: null, location: null }
    for (const season of seasons) {
      for (const game of season.games) {
        remember(game.venue, unknown)
      }
      for (const team of season.teams) {
        remember(team.home_venue, {
          capacity: team.venue_capacity,
          lat: team.venue_lat,
          lng: team.venue_lng,
          location: team.venue_location,
        })
      }
      for (const venue of season.venues) {
        remember(venue.venue, venue)
      }
    }
    await this.upsert(
      'venues',
      [
        { name: 'client_id', type: 'int' },
        { name: 'name', type: 'text' },
        { name: 'capacity', type: 'int' },
        { name: 'latitude', type: 'real' },
        { name: 'longitude', type: 'real' },
        { name: 'location', type: 'text' },
      ],
      ['client_id', 'name'],
      [...venues.values()],
    )
    for (const [name, id] of await this.idsBy<string>(
      sql`SELECT id, name AS key FROM venues WHERE client_id = ${this.clientId}`,
    )) {
      this.venueIds.set(name, id)
    }
  }

  private async writeReferees(seasons: SeasonFiles[]): Promise<void> {
    const names = new Set<string>()
    for (const game of seasons.flatMap((season) => season.games)) {
      for (const referee of [game.referee1, game.referee2, game.referee3]) {
        if (referee !== null) {
          names.add(referee)
        }
      }
    }
    await this.upsert(
      'referees',
      [
        { name: 'client_id', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'name', type: 'text' },
      ],
      ['client_id', 'name'],
      [...names].map((name) => [this.clientId, slugify(name), name]),
    )
    for (const [name, id] of await this.idsBy<string>(
      sql`SELECT id, name AS key FROM referees WHERE client_id = ${this.clientId}`,
    )) {
      this.refereeIds.set(name, id)
    }
  }

  private async writeSeason(season: SeasonFiles, competitionId: number): Promise<void> {
    const folderName = basename(season.folder)
    this.progress.step(`writing ${season.season}: games`, 0)
    const dates = season.games
      .map((game) => game.date)
      .filter((date): date is string => date !== null)
      .sort()
    await this.upsert(
      'seasons',
      [
        { name: 'client_id', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'name', type: 'text' },
        { name: 'start_date', type: 'date' },
        { name: 'end_date', type: 'date' },
      ],
      ['client_id', 'slug'],
      [[this.clientId, season.season, season.season, dates[0] ?? null, dates.at(-1) ?? null]],
    )
    const seasonId = (
      await this.idsBy<string>(sql`SELECT id, slug AS key FROM seasons WHERE client_id = ${this.clientId}`)
    ).get(season.season)!
    const phasesPresent = new Set(season.games.map((game) => phaseSlugs[game.phase]))
    const phases = phaseOrder
      .filter((phase) => phasesPresent.has(phase))
      .map((phase) => ({ slug: phase, kind: phase === 'regular-season' ? 'league' : 'playoff' }))
    await this.upsert(
      'league_seasons',
      [
        { name: 'competition_id', type: 'int' },
        { name: 'season_id', type: 'int' },
        { name: 'source_code', type: 'text' },
        { name: 'name', type: 'text' },
        { name: 'phases', type: 'jsonb' },
      ],
      ['competition_id', 'season_id'],
      [[competitionId, seasonId, season.sourceCode, `ABA League ${season.season}`, JSON.stringify(phases)]],
    )
    const leagueSeasonId = (
      await this.idsBy<number>(
        sql`SELECT id, season_id AS key FROM league_seasons WHERE competition_id = ${competitionId}`,
      )
    ).get(seasonId)!

    // Season teams.
    await this.upsert(
      'season_teams',
      [
        { name: 'league_season_id', type: 'int' },
        { name: 'club_id', type: 'int' },
        { name: 'name', type: 'text' },
        { name: 'other_names', type: 'text[]' },
        { name: 'status', type: 'text' },
        { name: 'home_venue_id', type: 'int' },
      ],
      ['league_season_id', 'club_id'],
      season.teams.map((team) => [
        leagueSeasonId,
        this.clubIds.get(team.team_id)!,
        team.team_name,
        textArrayLiteral(team.other_names),
        team.status,
        team.home_venue === null ? null : (this.venueIds.get(team.home_venue) ?? null),
      ]),
    )
    const teamIdByClubId = await this.idsBy<number>(
      sql`SELECT id, club_id AS key FROM season_teams WHERE league_season_id = ${leagueSeasonId}`,
    )
    const teamIds = new Map<string, number>()
    for (const [code, clubId] of this.clubIds) {
      const teamId = teamIdByClubId.get(clubId)
      if (teamId !== undefined) {
        teamIds.set(code, teamId)
      }
    }
    this.progress.advance(season.teams.length)

    // Rounds: regular-season rounds by number, play-off rounds by game number within the series.
    const roundKeys = new Map<string, ColumnValue[]>()
    for (const game of season.games) {
      const phase = phaseSlugs[game.phase]
      const key = `${phase}:${game.round}`
      const isRegular = phase === 'regular-season'
      roundKeys.set(key, [
        leagueSeasonId,
        phase,
        game.round,
        isRegular ? String(game.round) : `${phase}-${game.round}`,
        isRegular ? `Round ${game.round}` : `${phaseNames[phase]}, game ${game.round}`,
      ])
    }
    await this.upsert(
      'rounds',
      [
        { name: 'league_season_id', type: 'int' },
        { name: 'phase', type: 'text' },
        { name: 'number', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'name', type: 'text' },
      ],
      ['league_season_id', 'phase', 'number'],
      [...roundKeys.values()],
    )
    const roundIds = await this.idsBy<string>(
      sql`SELECT id, phase || ':' || number AS key FROM rounds WHERE league_season_id = ${leagueSeasonId}`,
    )

    const duelIds = await this.writePlayoff(season, leagueSeasonId, teamIds)

    // Games. Each carries a fingerprint of its detail rows; unchanged games skip the detail tables below.
    const fingerprints = detailFingerprints(season)
    const storedFingerprints = new Map(
      (
        await selectRows<{ source_id: string; details_fingerprint: string | null }>(
          this.executor,
          sql`SELECT source_id, details_fingerprint FROM games WHERE league_season_id = ${leagueSeasonId}`,
        )
      ).map((row) => [row.source_id, row.details_fingerprint]),
    )
    const changedGames = new Set(
      season.games
        .map((game) => game.game_id)
        .filter((gameId) => storedFingerprints.get(gameId) !== fingerprints.get(gameId)),
    )
    const gameRows = season.games.map((game) => {
      const phase = phaseSlugs[game.phase]
      const homePeriods = periodScores(game, 'home')
      const awayPeriods = periodScores(game, 'away')
      const refereeIds = [game.referee1, game.referee2, game.referee3]
        .filter((name): name is string => name !== null)
        .map((name) => this.refereeIds.get(name)!)
      const slug = game.game_id.replace('_', '-')
      return [
        leagueSeasonId,
        game.game_id,
        slug,
        phase,
        game.phase_source,
        game.round,
        roundIds.get(`${phase}:${game.round}`) ?? null,
        duelIds.get(duelKeyOf(game)) ?? null,
        game.status,
        game.date,
        game.time,
        teamIds.get(game.home_team_id)!,
        teamIds.get(game.away_team_id)!,
        game.home_team,
        game.away_team,
        game.home_score,
        game.away_score,
        integerArrayLiteral(homePeriods),
        integerArrayLiteral(awayPeriods),
        game.venue === null ? null : this.venueIds.get(game.venue)!,
        game.attendance,
        integerArrayLiteral(refereeIds),
        game.source_url,
        [slug, game.game_id, game.home_team, game.away_team].map(searchFold).join(' | '),
        fingerprints.get(game.game_id) ?? null,
      ]
    })
    await this.upsert(
      'games',
      [
        { name: 'league_season_id', type: 'int' },
        { name: 'source_id', type: 'text' },
        { name: 'slug', type: 'text' },
        { name: 'phase', type: 'text' },
        { name: 'phase_source', type: 'text' },
        { name: 'round_number', type: 'int' },
        { name: 'round_id', type: 'int' },
        { name: 'playoff_duel_id', type: 'int' },
        { name: 'status', type: 'text' },
        { name: 'date', type: 'date' },
        { name: 'time', type: 'text' },
        { name: 'home_team_id', type: 'int' },
        { name: 'away_team_id', type: 'int' },
        { name: 'home_team_name', type: 'text' },
        { name: 'away_team_name', type: 'text' },
        { name: 'home_score', type: 'int' },
        { name: 'away_score', type: 'int' },
        { name: 'home_period_scores', type: 'int[]' },
        { name: 'away_period_scores', type: 'int[]' },
        { name: 'venue_id', type: 'int' },
        { name: 'attendance', type: 'int' },
        { name: 'referee_ids', type: 'int[]' },
        { name: 'source_url', type: 'text' },
        { name: 'search_text', type: 'text' },
        { name: 'details_fingerprint', type: 'text' },
      ],
      ['league_season_id', 'source_id'],
      gameRows,
    )
    const gameIds = await this.idsBy<string>(
      sql`SELECT id, source_id AS key FROM games WHERE league_season_id = ${leagueSeasonId}`,
    )
    this.progress.advance(season.games.length)

    await this.writeRosters(season, teamIds)
    await this.writeGameDetails(season, folderName, gameIds, teamIds, changedGames)
    await this.writeMatchReports(season, gameIds)
  }

  /** Play-off rounds and series (duels), derived from the play-off games. */
  private async writePlayoff(
    season: SeasonFiles,
    leagueSeasonId: number,
    teamIds: Map<string, number>,
  ): Promise<Map<string, number>> {
    const playoffGames = season.games.filter((game) => game.phase !== 'regular_season')
    type Duel = { phase: string; higherSeed: string; lowerSeed: string; wins: Map<string, number> }
    const duels = new Map<string, Duel>()
    for (const game of [...playoffGames].sort((first, second) => first.round - second.round)) {
      const key = duelKeyOf(game)
      let duel = duels.get(key)
      if (duel === undefined) {
        // The higher seed has home court in game 1 of a series.
        duel = {
          phase: phaseSlugs[game.phase],
          higherSeed: game.home_team_id,
          lowerSeed: game.away_team_id,
          wins: new Map(),
        }
        duels.set(key, duel)
      }
      if (game.home_score === null || game.away_score === null) {
        continue
      }
      const winner = game.home_score > game.away_score ? game.home_team_id : game.away_team_id
      duel.wins.set(winner, (duel.wins.get(winner) ?? 0) + 1)
    }
    const rounds = phaseOrder.filter((phase) => [...duels.values()].some((duel) => duel.phase === phase))
    await this.upsert(
      'playoff_rounds',
      [
        { name: 'league_season_id', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'name', type: 'text' },
        { name: 'position', type: 'int' },
        { name: 'best_of', type: 'int' },
      ],
      ['league_season_id', 'slug'],
      rounds.map((phase, index) => {
        // A series is won by the first to reach a number of wins, so best-of = 2 × that − 1.
        const winsNeeded = Math.max(
          ...[...duels.values()].filter((duel) => duel.phase === phase).flatMap((duel) => [...duel.wins.values()]),
        )
        return [leagueSeasonId, phase, phaseNames[phase]!, index + 1, winsNeeded * 2 - 1]
      }),
    )
    const roundIds = await this.idsBy<string>(
      sql`SELECT id, slug AS key FROM playoff_rounds WHERE league_season_id = ${leagueSeasonId}`,
    )
    const duelRows = [...duels.values()].map((duel) => {
      const higherWins = duel.wins.get(duel.higherSeed) ?? 0
      const lowerWins = duel.wins.get(duel.lowerSeed) ?? 0
      const roundId = roundIds.get(duel.phase)!
      const winner = higherWins > lowerWins ? duel.higherSeed : duel.lowerSeed
      return [
        roundId,
        `${this.clubSlugs.get(duel.higherSeed)!}-vs-${this.clubSlugs.get(duel.lowerSeed)!}`,
        teamIds.get(duel.higherSeed)!,
        teamIds.get(duel.lowerSeed)!,
        higherWins,
        lowerWins,
        higherWins === lowerWins ? null : teamIds.get(winner)!,
      ]
    })
    await this.upsert(
      'playoff_duels',
      [
        { name: 'playoff_round_id', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'home_team_id', type: 'int' },
        { name: 'away_team_id', type: 'int' },
        { name: 'home_wins', type: 'int' },
        { name: 'away_wins', type: 'int' },
        { name: 'winner_team_id', type: 'int' },
      ],
      ['playoff_round_id', 'slug'],
      duelRows,
    )
    const stored = await selectRows<{ id: number; round: string; home: number; away: number }>(
      this.executor,
      sql`SELECT d.id, r.slug AS round, d.home_team_id AS home, d.away_team_id AS away
          FROM playoff_duels d JOIN playoff_rounds r ON r.id = d.playoff_round_id
          WHERE r.league_season_id = ${leagueSeasonId}`,
    )
    const codeByTeamId = new Map([...teamIds].map(([code, id]) => [id, code]))
    return new Map(
      stored.map((duel) => [
        `${duel.round}:${[codeByTeamId.get(duel.home), codeByTeamId.get(duel.away)].sort().join('-')}`,
        duel.id,
      ]),
    )
  }

  private async writeRosters(season: SeasonFiles, teamIds: Map<string, number>): Promise<void> {
    const dates = new Map(season.games.map((game) => [game.game_id, game.date]))
    type Roster = { jerseys: string[]; dressed: number; played: number; first: string | null; last: string | null }
    const rosters = new Map<SeasonTeamKey, Roster>()
    for (const line of season.boxScores) {
      const key: SeasonTeamKey = `${line.team_id}:${line.player_id}`
      const roster = rosters.get(key) ?? { jerseys: [], dressed: 0, played: 0, first: null, last: null }
      if (line.jersey !== null && !roster.jerseys.includes(line.jersey)) {
        roster.jerseys.push(line.jersey)
      }
      roster.dressed += 1
      roster.played += line.played ? 1 : 0
      const date = dates.get(line.game_id) ?? null
      if (date !== null) {
        roster.first = roster.first === null || date < roster.first ? date : roster.first
        roster.last = roster.last === null || date > roster.last ? date : roster.last
      }
      rosters.set(key, roster)
    }
    const rows = [...rosters].map(([key, roster]) => {
      const [code, playerId] = key.split(':') as [string, string]
      return [
        teamIds.get(code)!,
        this.playerIds.get(Number(playerId))!,
        textArrayLiteral(roster.jerseys),
        roster.dressed,
        roster.played,
        roster.first,
        roster.last,
      ]
    })
    await this.upsert(
      'rosters',
      [
        { name: 'season_team_id', type: 'int' },
        { name: 'player_id', type: 'int' },
        { name: 'jerseys', type: 'text[]' },
        { name: 'games_dressed', type: 'int' },
        { name: 'games_played', type: 'int' },
        { name: 'first_game', type: 'date' },
        { name: 'last_game', type: 'date' },
      ],
      ['season_team_id', 'player_id'],
      rows,
    )
    const deleted = await deleteRowsNotIn(this.executor, {
      table: 'rosters',
      parentColumn: 'season_team_id',
      parentIds: [...teamIds.values()],
      key: [
        { name: 'season_team_id', type: 'int' },
        { name: 'player_id', type: 'int' },
      ],
      keptKeys: rows.map((row) => [row[0]!, row[1]!]),
    })
    this.record('rosters', { deleted })
    this.progress.advance(season.players.length)
  }

  private playerIdOrWarn(sourceId: number | null, warned: Map<number, number>): number | null {
    if (sourceId === null) {
      return null
    }
    const id = this.playerIds.get(sourceId)
    if (id === undefined) {
      warned.set(sourceId, (warned.get(sourceId) ?? 0) + 1)
      return null
    }
    return id
  }

  private async writeGameDetails(
    season: SeasonFiles,
    folderName: string,
    gameIds: Map<string, number>,
    teamIds: Map<string, number>,
    changedGames: Set<string>,
  ): Promise<void> {
    const teamOrNull = (code: string | null): number | null => (code === null ? null : teamIds.get(code)!)
    const changed = <Row extends { game_id: string }>(rows: Row[]): Row[] => {
      const kept = rows.filter((row) => changedGames.has(row.game_id))
      this.progress.advance(rows.length - kept.length)
      return kept
    }
    this.progress.step(`writing ${season.season}: box scores`, 0)
    const boxRows = changed(season.boxScores).map((line) => [
      gameIds.get(line.game_id)!,
      this.playerIds.get(line.player_id)!,
      teamIds.get(line.team_id)!,
      line.side,
      line.player_name,
      line.jersey,
      line.starter,
      line.played,
      line.min,
      line.sec_played,
      line.pts,
      line.fg2m,
      line.fg2a,
      line.fg3m,
      line.fg3a,
      line.ftm,
      line.fta,
      line.oreb,
      line.dreb,
      line.reb,
      line.ast,
      line.stl,
      line.tov,
      line.blk,
      line.blk_against,
      line.pf,
      line.fd,
      line.plus_minus,
      line.pir,
      line.pts_paint,
      line.pts_second_chance,
      line.pts_fast_break,
    ])
    const integerColumns = [
      'seconds_played',
      'points',
      'two_pointers_made',
      'two_pointers_attempted',
      'three_pointers_made',
      'three_pointers_attempted',
      'free_throws_made',
      'free_throws_attempted',
      'offensive_rebounds',
      'defensive_rebounds',
      'rebounds',
      'assists',
      'steals',
      'turnovers',
      'blocks',
      'blocks_against',
      'fouls_committed',
      'fouls_drawn',
      'plus_minus',
      'pir',
      'points_in_paint',
      'second_chance_points',
      'fast_break_points',
    ].map((name): BulkColumn => ({ name, type: 'int' }))
    await this.upsert(
      'box_score_lines',
      [
        { name: 'game_id', type: 'int' },
        { name: 'player_id', type: 'int' },
        { name: 'season_team_id', type: 'int' },
        { name: 'side', type: 'text' },
        { name: 'player_name', type: 'text' },
        { name: 'jersey', type: 'text' },
        { name: 'starter', type: 'bool' },
        { name: 'played', type: 'bool' },
        { name: 'minutes', type: 'text' },
        ...integerColumns,
      ],
      ['game_id', 'player_id'],
      boxRows,
      true,
    )
    const allGameIds = [...changedGames].map((gameId) => gameIds.get(gameId)!)
    this.record('box_score_lines', {
      deleted: await deleteRowsNotIn(this.executor, {
        table: 'box_score_lines',
        parentColumn: 'game_id',
        parentIds: allGameIds,
        key: [
          { name: 'game_id', type: 'int' },
          { name: 'player_id', type: 'int' },
        ],
        keptKeys: boxRows.map((row) => [row[0]!, row[1]!]),
      }),
    })

    this.progress.step(`writing ${season.season}: play-by-play`, 0)
    const unknownPlayers = new Map<number, number>()
    const eventRows = changed(season.playByPlay).map((event) => [
      gameIds.get(event.game_id)!,
      event.seq,
      event.period,
      event.clock,
      event.side,
      teamOrNull(event.team_id),
      this.playerIdOrWarn(event.player_id, unknownPlayers),
      event.event,
      event.subtype,
      event.shot_value,
      event.value_src,
      event.home_score,
      event.away_score,
      event.shot_x,
      event.shot_y,
      event.shot_seq,
      event.inferred,
    ])
    await this.upsert(
      'play_by_play_events',
      [
        { name: 'game_id', type: 'int' },
        { name: 'sequence', type: 'int' },
        { name: 'period', type: 'int' },
        { name: 'clock', type: 'text' },
        { name: 'side', type: 'text' },
        { name: 'season_team_id', type: 'int' },
        { name: 'player_id', type: 'int' },
        { name: 'event', type: 'text' },
        { name: 'subtype', type: 'text' },
        { name: 'shot_value', type: 'int' },
        { name: 'value_source', type: 'text' },
        { name: 'home_score', type: 'int' },
        { name: 'away_score', type: 'int' },
        { name: 'shot_x', type: 'real' },
        { name: 'shot_y', type: 'real' },
        { name: 'shot_sequence', type: 'int' },
        { name: 'inferred', type: 'bool' },
      ],
      ['game_id', 'sequence'],
      eventRows,
      true,
    )
    this.record('play_by_play_events', {
      deleted: await deleteRowsNotIn(this.executor, {
        table: 'play_by_play_events',
        parentColumn: 'game_id',
        parentIds: allGameIds,
        key: [
          { name: 'game_id', type: 'int' },
          { name: 'sequence', type: 'int' },
        ],
        keptKeys: eventRows.map((row) => [row[0]!, row[1]!]),
      }),
    })

    this.progress.step(`writing ${season.season}: shots`, 0)
    const shotRows = changed(season.shots).map((shot) => [
      gameIds.get(shot.game_id)!,
      shot.shot_seq,
      shot.side,
      teamOrNull(shot.team_id),
      this.playerIdOrWarn(shot.player_id, unknownPlayers),
      shot.made,
      shot.x,
      shot.y,
      shot.pbp_seq,
    ])
    await this.upsert(
      'shots',
      [
        { name: 'game_id', type: 'int' },
        { name: 'shot_sequence', type: 'int' },
        { name: 'side', type: 'text' },
        { name: 'season_team_id', type: 'int' },
        { name: 'player_id', type: 'int' },
        { name: 'made', type: 'bool' },
        { name: 'x', type: 'real' },
        { name: 'y', type: 'real' },
        { name: 'play_by_play_sequence', type: 'int' },
      ],
      ['game_id', 'shot_sequence'],
      shotRows,
      true,
    )
    this.record('shots', {
      deleted: await deleteRowsNotIn(this.executor, {
        table: 'shots',
        parentColumn: 'game_id',
        parentIds: allGameIds,
        key: [
          { name: 'game_id', type: 'int' },
          { name: 'shot_sequence', type: 'int' },
        ],
        keptKeys: shotRows.map((row) => [row[0]!, row[1]!]),
      }),
    })
    for (const [sourceId, count] of unknownPlayers) {
      this.options.onWarning?.(
        `${folderName}: ${count} play-by-play or shot rows name player ${sourceId}, who is in no imported players.csv; kept without a player`,
      )
    }
  }

  private async writeMatchReports(season: SeasonFiles, gameIds: Map<string, number>): Promise<void> {
    this.progress.step(`writing ${season.season}: match reports`, 0)
    const reports = matchReportNews(season)
    const rows = reports.map((report) => [
      this.clientId,
      report.slug,
      'match-report',
      JSON.stringify(report.title),
      JSON.stringify(report.summary),
      JSON.stringify(report.body),
      report.publishedAt,
      gameIds.get(report.gameId)!,
      integerArrayLiteral(report.clubCodes.map((code) => this.clubIds.get(code)!)),
      integerArrayLiteral(report.playerIds.map((sourceId) => this.playerIds.get(sourceId)!)),
      searchFold(Object.values(report.title).join(' ')),
    ])
    await this.upsert(
      'news',
      [
        { name: 'client_id', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'kind', type: 'text' },
        { name: 'title', type: 'jsonb' },
        { name: 'summary', type: 'jsonb' },
        { name: 'body', type: 'jsonb' },
        { name: 'published_at', type: 'timestamptz' },
        { name: 'game_id', type: 'int' },
        { name: 'club_ids', type: 'int[]' },
        { name: 'player_ids', type: 'int[]' },
        { name: 'search_text', type: 'text' },
      ],
      ['client_id', 'slug'],
      rows,
    )
    // A game that is no longer played (a corrected file lists it as scheduled) loses its report.
    this.record('news', {
      deleted: await deleteRowsNotIn(this.executor, {
        table: 'news',
        parentColumn: 'game_id',
        parentIds: [...gameIds.values()],
        key: [{ name: 'slug', type: 'text' }],
        keptKeys: reports.map((report) => [report.slug]),
        only: sql`kind = 'match-report'`,
      }),
    })
    this.progress.advance(season.games.length)
  }
}

/** A hash per game of the source lines of its box-score, play-by-play and shot rows, in file order. */
function detailFingerprints(season: SeasonFiles): Map<string, string> {
  const hashes = new Map<string, ReturnType<typeof createHash>>()
  const files = [
    ['box', season.boxScores, season.lines.boxScores],
    ['pbp', season.playByPlay, season.lines.playByPlay],
    ['shot', season.shots, season.lines.shots],
  ] as const
  for (const [kind, rows, lines] of files) {
    rows.forEach((row, index) => {
      let hash = hashes.get(row.game_id)
      if (hash === undefined) {
        hash = createHash('sha1')
        hashes.set(row.game_id, hash)
      }
      hash.update(kind).update(lines[index]!)
    })
  }
  return new Map([...hashes].map(([gameId, hash]) => [gameId, hash.digest('base64url')]))
}

function periodScores(game: GameRow, side: 'home' | 'away'): number[] {
  const periods = [
    game[`${side}_q1`],
    game[`${side}_q2`],
    game[`${side}_q3`],
    game[`${side}_q4`],
    game[`${side}_ot1`],
    game[`${side}_ot2`],
  ]
  return periods.filter((points): points is number => points !== null)
}

/** A play-off series is one phase between one pair of clubs. */
function duelKeyOf(game: GameRow): string {
  return `${phaseSlugs[game.phase]}:${[game.home_team_id, game.away_team_id].sort().join('-')}`
}
