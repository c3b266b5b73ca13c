// The `league-api import` command as a user runs it: a real process, a PGlite folder of its own.
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { dataFolder } from './csv-season.ts'

const run = promisify(execFile)
const command = fileURLToPath(new URL('../../bin/league-api.mjs', import.meta.url))
const workFolder = mkdtempSync(join(tmpdir(), 'league-cli-'))

afterAll(() => {
  rmSync(workFolder, { recursive: true, force: true })
})

async function leagueApi(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [command, ...args], { timeout: 120_000 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('given a season folder with a bad cell', () => {
  it('should exit with 1 and name the file, line and column', async () => {
    const folder = join(workFolder, 'data', 'aba-2022-23')
    cpSync(join(dataFolder, 'aba-2022-23'), folder, { recursive: true })
    const file = join(folder, 'boxscores.csv')
    const lines = readFileSync(file, 'utf8').split('\n')
    lines[41] = lines[41]!.replace(/^([^,]*),([^,]*),([^,]*),([^,]*),/, '$1,$2,$3,forty,')
    writeFileSync(file, lines.join('\n'))
    const result = await leagueApi('import', folder, '--data-directory', join(workFolder, 'pglite'), '--no-progress')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'Import failed, nothing was changed: aba-2022-23/boxscores.csv, line 42, column player_id: "forty" is not valid',
    )
  })
})

describe('given another import holding the same PGlite folder (a lock that names no running API)', () => {
  it('should refuse to import, naming the holder, and leave its lock alone', async () => {
    const pglite = join(workFolder, 'locked-pglite')
    // This test process stands in for the other import: it is alive, so its lock holds. A running API's lock
    // names its address, and the import goes through it instead (test/platform/admin-import.test.ts).
    const lock = { pid: process.pid, holder: 'a `league-api import`', since: new Date().toISOString() }
    writeFileSync(`${pglite}.lock`, JSON.stringify(lock))
    const result = await leagueApi(
      'import',
      join(dataFolder, 'aba-2022-23'),
      '--data-directory',
      pglite,
      '--no-progress',
    )
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`is open in a \`league-api import\` (pid ${process.pid}`)
    expect(result.stderr).toContain('wait until that process ends or stop it')
    expect(JSON.parse(readFileSync(`${pglite}.lock`, 'utf8'))).toEqual(lock)
  })
})
