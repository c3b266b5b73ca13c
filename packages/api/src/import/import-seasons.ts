// Imports season folders (data/aba-YYYY-YY) into the database for one client. Everything happens in one
// transaction, so a bad file leaves the database as it was; every table is upserted on its natural key and a
// row is only rewritten when a value changed, so importing the same files twice changes nothing. This module
// reads the folders and runs the writers (`writers/*.ts`, one per table family) in dependency order.
import { existsSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Database } from '../db/connection.ts'
import { sql } from 'drizzle-orm'
import { invalidateComputedCache } from '../queries/computed-cache.ts'
import { ImportContext, type ImportOptions, type TableChanges } from './import-context.ts'
import { ImportError } from './import-error.ts'
import { ProgressCounter } from './progress.ts'
import { readSeasonFolder, type SeasonFiles } from './season-files.ts'
import { writeBoxScores } from './writers/box-scores.ts'
import { writeClubs, writeSeasonTeams } from './writers/clubs.ts'
import { writeGames } from './writers/games.ts'
import { writeMatchReports } from './writers/match-reports.ts'
import { writeMedia } from './writers/media.ts'
import { writePlayByPlayAndShots } from './writers/play-by-play.ts'
import { writePlayers, writeRosters } from './writers/players.ts'
import { writePlayoffs } from './writers/playoffs.ts'
import { findClient, writeCompetition, writeLeagueSeason, writeRounds } from './writers/seasons.ts'
import { writeReferees, writeVenues } from './writers/venues.ts'

export type { ImportOptions, TableChanges } from './import-context.ts'
export type { ImportProgress } from './progress.ts'

export type ImportSummary = {
  seasons: string[]
  games: number
  changes: TableChanges
  /** Rows inserted, updated or deleted in all tables; 0 when the files were already imported. */
  changedRows: number
  milliseconds: number
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

  // A failure in any writer rejects the transaction's callback, which rolls every table back.
  const changes = await database.transaction(async (transaction) => {
    const context = new ImportContext(transaction, progress, options)
    await writeAll(context, seasons)
    return context.changes
  })
  const changedRows = Object.values(changes).reduce(
    (sum, change) => sum + change.inserted + change.updated + change.deleted,
    0,
  )
  if (changedRows > 0) {
    // PGlite has no autovacuum, so without this the planner never learns the tables' sizes: it guessed 2
    // games per league season (197 in truth) and joined a season's box scores by nested loops.
    await database.execute(sql`ANALYZE`)
  }
  invalidateComputedCache()
  return {
    seasons: seasons.map((season) => season.season),
    games: seasons.reduce((sum, season) => sum + season.games.length, 0),
    changes,
    changedRows,
    milliseconds: Math.round(performance.now() - started),
  }
}

/** Tables shared by all seasons first (later tables refer to their ids), then each season. */
async function writeAll(context: ImportContext, seasons: SeasonFiles[]): Promise<void> {
  context.progress.step('writing clubs, players and venues')
  context.ids.clientId = await findClient(context)
  const competitionId = await writeCompetition(context)
  await writeClubs(context, seasons)
  await writePlayers(context, seasons)
  await writeVenues(context, seasons)
  await writeReferees(context, seasons)
  for (const season of seasons) {
    await writeSeason(context, season, competitionId)
  }
}

async function writeSeason(context: ImportContext, season: SeasonFiles, competitionId: number): Promise<void> {
  context.progress.step(`writing ${season.season}: games`)
  const leagueSeasonId = await writeLeagueSeason(context, season, competitionId)
  const teamIds = await writeSeasonTeams(context, season, leagueSeasonId)
  const roundIds = await writeRounds(context, season, leagueSeasonId)
  const duelIds = await writePlayoffs(context, season, leagueSeasonId, teamIds)
  const written = await writeGames(context, season, { leagueSeasonId, teamIds, roundIds, duelIds })
  await writeRosters(context, season, teamIds)
  await writeBoxScores(context, season, teamIds, written)
  await writePlayByPlayAndShots(context, season, basename(season.folder), teamIds, written)
  await writeMatchReports(context, season, written.gameIds)
  await writeMedia(context, season, leagueSeasonId, written.gameIds)
}
