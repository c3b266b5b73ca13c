// The database connection's safety nets: one process per PGlite folder, and a statement timeout on PostgreSQL.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { DatabaseLockedError, openDatabase, pgliteSharedBuffers, selectRows } from '../../src/db/connection.ts'
import { answers, postgresAdminUrl } from '../helpers/database.ts'

const workFolder = mkdtempSync(join(tmpdir(), 'league-connection-'))
afterAll(() => rmSync(workFolder, { recursive: true, force: true }))

describe('given a PGlite folder', () => {
  it('should refuse a second opening while the first holds it, and free it on close', async () => {
    const folder = join(workFolder, 'pglite')
    const first = await openDatabase({ dataDirectory: folder, lockHolder: 'the API on port 4000' })
    await expect(openDatabase({ dataDirectory: folder })).rejects.toThrow(DatabaseLockedError)
    await expect(openDatabase({ dataDirectory: folder })).rejects.toThrow(
      `is open in the API on port 4000 (pid ${process.pid}`,
    )
    await first.close()
    expect(existsSync(`${folder}.lock`)).toBe(false)
    const second = await openDatabase({ dataDirectory: folder })
    await second.close()
    // Two PGlite starts: about 15 s each when the machine is busy.
  }, 120_000)

  it('should keep a 32 MB page cache, not the 128 MB default that stays in the WebAssembly heap', async () => {
    const opened = await openDatabase({ dataDirectory: 'memory://page-cache' })
    const [setting] = await selectRows<{ shared_buffers: string }>(opened.database, sql`SHOW shared_buffers`)
    expect(setting?.shared_buffers).toBe(pgliteSharedBuffers)
    await opened.close()
  }, 120_000)

  it('should take over a lock left by a process that has died', async () => {
    const folder = join(workFolder, 'abandoned')
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: gone, holder: 'a crashed API', since: '2020-01-01' }))
    const opened = await openDatabase({ dataDirectory: folder, lockHolder: 'the test' })
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'the test' })
    await opened.close()
  }, 120_000)
})

const postgresAnswers = await answers('127.0.0.1', 5432)
if (!postgresAnswers) {
  console.info('PostgreSQL on 127.0.0.1:5432 does not answer: the statement timeout test is left out')
}

describe.runIf(postgresAnswers)('given PostgreSQL', () => {
  it('should cancel a statement that runs longer than statement_timeout', async () => {
    const opened = await openDatabase({ databaseUrl: postgresAdminUrl, statementTimeoutMs: 200 })
    try {
      const [setting] = await selectRows<{ statement_timeout: string }>(opened.database, sql`SHOW statement_timeout`)
      expect(setting?.statement_timeout).toBe('200ms')
      await expect(opened.database.execute(sql`SELECT pg_sleep(2)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      })
    } finally {
      await opened.close()
    }
  })

  it('should apply a 30 s statement timeout by default', async () => {
    const opened = await openDatabase({ databaseUrl: postgresAdminUrl })
    try {
      const [setting] = await selectRows<{ statement_timeout: string }>(opened.database, sql`SHOW statement_timeout`)
      expect(setting?.statement_timeout).toBe('30s')
    } finally {
      await opened.close()
    }
  })
})
