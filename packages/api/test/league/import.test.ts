// The importer's promises: a bad file changes nothing and says where it is bad, a failure half-way rolls
// everything back, and a corrected file updates only what changed.
import { sql } from 'drizzle-orm'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows, type Database } from '../../src/db/connection.ts'
import { ImportError } from '../../src/import/import-error.ts'
import { importSeasons } from '../../src/import/import-seasons.ts'
import {
  answers,
  availableDatabaseKinds,
  describeServer,
  openTestDatabase,
  type TestDatabase,
} from '../helpers/database.ts'
import { dataFolder } from './csv-season.ts'

const kinds = await availableDatabaseKinds()

// The database kinds in the test's own name, so a run without PostgreSQL says so in the results, not only
// in a log line; each suite below checks that its database really is the server it is named after.
describe('given the database servers this machine offers', () => {
  it(`should test the importer on ${kinds.join(' and ')}`, async () => {
    expect(kinds).toEqual((await answers('127.0.0.1', 5432)) ? ['pglite', 'postgres'] : ['pglite'])
  })
})
const season = 'aba-2020-21'

/** Row counts and row versions (xmin) of the tables the importer writes: equal only if nothing was written. */
function snapshot(database: Database) {
  return selectRows<{ name: string; rows: number; versions: string | null }>(
    database,
    sql`SELECT 'clubs' AS name, count(*)::int AS rows, md5(string_agg(xmin::text, ',' ORDER BY id)) AS versions FROM clubs
        UNION ALL SELECT 'players', count(*)::int, md5(string_agg(xmin::text, ',' ORDER BY id)) FROM players
        UNION ALL SELECT 'games', count(*)::int, md5(string_agg(xmin::text, ',' ORDER BY id)) FROM games
        UNION ALL SELECT 'box_score_lines', count(*)::int, md5(string_agg(xmin::text, ',' ORDER BY game_id, player_id)) FROM box_score_lines
        UNION ALL SELECT 'play_by_play_events', count(*)::int, md5(string_agg(xmin::text, ',' ORDER BY game_id, sequence)) FROM play_by_play_events
        UNION ALL SELECT 'shots', count(*)::int, md5(string_agg(xmin::text, ',' ORDER BY game_id, shot_sequence)) FROM shots
        UNION ALL SELECT 'news', count(*)::int, md5(string_agg(xmin::text, ',' ORDER BY id)) FROM news`,
  )
}

/** A copy of the season in its own folder (named like the original, so messages name it the same way). */
function copySeason(workFolder: string, label: string): string {
  const folder = join(workFolder, label, season)
  cpSync(join(dataFolder, season), folder, { recursive: true })
  return folder
}

function editLines(file: string, edit: (lines: string[]) => void): void {
  const lines = readFileSync(file, 'utf8').split('\n')
  edit(lines)
  writeFileSync(file, lines.join('\n'))
}

describe.each(kinds)(`given ${season} imported into %s`, (kind) => {
  let testDatabase: TestDatabase
  let workFolder: string

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind)
    await importSeasons(testDatabase.database, [join(dataFolder, season)])
    workFolder = mkdtempSync(join(tmpdir(), 'league-import-'))
  })

  afterAll(async () => {
    await testDatabase.dispose()
    rmSync(workFolder, { recursive: true, force: true })
  })

  it(`should run on ${kind} itself, not on another server`, async () => {
    const server = await describeServer(testDatabase.database)
    expect(server.kind).toBe(kind)
    // PGlite 0.5 embeds PostgreSQL 18; the oldest server the SQL must work on is PostgreSQL 15.
    expect(server.majorVersion).toBeGreaterThanOrEqual(kind === 'pglite' ? 18 : 15)
  })

  it('should refuse a bad cell, naming its file, line and column, and leave the database as it was', async () => {
    const folder = copySeason(workFolder, 'bad-cell')
    editLines(join(folder, 'pbp.csv'), (lines) => {
      const cells = lines[999]!.split(',')
      cells[2] = 'third'
      lines[999] = cells.join(',')
    })
    const before = await snapshot(testDatabase.database)
    const failure = importSeasons(testDatabase.database, [folder])
    await expect(failure).rejects.toBeInstanceOf(ImportError)
    await expect(failure).rejects.toThrow(
      `${season}/pbp.csv, line 1000, column period: "third" is not valid (expected a whole number)`,
    )
    expect(await snapshot(testDatabase.database)).toEqual(before)
  })

  it('should refuse data for a client nobody configured', async () => {
    const before = await snapshot(testDatabase.database)
    await expect(
      importSeasons(testDatabase.database, [join(dataFolder, season)], { clientSlug: 'nobody' }),
    ).rejects.toThrow('No client "nobody": add clients/nobody/client.json, then import again')
    expect(await snapshot(testDatabase.database)).toEqual(before)
  })

  it('should roll back every row written when the import fails half-way', async () => {
    const before = await snapshot(testDatabase.database)
    const failure = importSeasons(testDatabase.database, [join(dataFolder, 'aba-2021-22')], {
      onProgress: ({ step }) => {
        if (step.includes('box scores')) {
          throw new Error('the disk is full')
        }
      },
    })
    await expect(failure).rejects.toThrow('the disk is full')
    expect(await snapshot(testDatabase.database)).toEqual(before)
  })

  it('should update only the game whose attendance a corrected games.csv changes', async () => {
    const folder = copySeason(workFolder, 'corrected-attendance')
    let gameId = ''
    editLines(join(folder, 'games.csv'), (lines) => {
      const header = lines[0]!.split(',')
      const cells = lines[1]!.split(',')
      gameId = cells[header.indexOf('game_id')]!
      cells[header.indexOf('attendance')] = '4321'
      lines[1] = cells.join(',')
    })
    const summary = await importSeasons(testDatabase.database, [folder])
    expect(summary.changes['games']).toEqual({ inserted: 0, updated: 1, deleted: 0 })
    expect(summary.changedRows).toBe(1)
    const [game] = await selectRows<{ attendance: number }>(
      testDatabase.database,
      sql`SELECT attendance FROM games WHERE source_id = ${gameId}`,
    )
    expect(game?.attendance).toBe(4321)
  })

  it('should delete the play-by-play event a corrected pbp.csv drops, and touch nothing else', async () => {
    const folder = copySeason(workFolder, 'dropped-event')
    editLines(join(folder, 'pbp.csv'), (lines) => {
      lines.splice(500, 1)
    })
    const summary = await importSeasons(testDatabase.database, [folder])
    expect(summary.changes['play_by_play_events']).toEqual({ inserted: 0, updated: 0, deleted: 1 })
    // Two games change: the one whose events lost a row (it keeps their fingerprint), and the first game,
    // whose attendance returns to the original file's value.
    expect(summary.changes['games']).toEqual({ inserted: 0, updated: 2, deleted: 0 })
    expect(summary.changedRows).toBe(3)
  })

  it('should keep a game a corrected games.csv lists as scheduled, without score or report', async () => {
    const folder = copySeason(workFolder, 'scheduled-game')
    editLines(join(folder, 'games.csv'), (lines) => {
      const header = lines[0]!.split(',')
      const cells = lines[1]!.split(',')
      cells[header.indexOf('status')] = 'scheduled'
      for (const column of header.filter((name) => /^(home|away)_(score|q\d|ot\d)$/.test(name))) {
        cells[header.indexOf(column)] = ''
      }
      lines[1] = cells.join(',')
    })
    const summary = await importSeasons(testDatabase.database, [folder])
    expect(summary.changes['news']?.deleted).toBe(1)
    const [game] = await selectRows<{ status: string; home_score: number | null; reports: number }>(
      testDatabase.database,
      sql`SELECT g.status, g.home_score, (SELECT count(*)::int FROM news n WHERE n.game_id = g.id) AS reports
          FROM games g WHERE g.source_id = '20_1'`,
    )
    expect(game).toEqual({ status: 'scheduled', home_score: null, reports: 0 })
  })

  it('should refuse a played game without a score', async () => {
    const folder = copySeason(workFolder, 'missing-score')
    editLines(join(folder, 'games.csv'), (lines) => {
      const header = lines[0]!.split(',')
      const cells = lines[2]!.split(',')
      cells[header.indexOf('away_score')] = ''
      lines[2] = cells.join(',')
    })
    await expect(importSeasons(testDatabase.database, [folder])).rejects.toThrow(
      `${season}/games.csv, line 3, column away_score: a played game needs its score`,
    )
  })
})
