// Nothing under the API's data folder is readable by another local user: the PGlite folder (password
// hashes, sessions, roles), its lock file (the admin token) and the JWT secret. PGlite unpacks its initial
// files mode 0666 whatever the umask, so opening the database must close them, fresh or left so by an
// earlier version.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveJwtSecret } from '../../src/auth/access-tokens.ts'
import { openDatabase } from '../../src/db/connection.ts'
import { runMigrations } from '../../src/db/migrate.ts'

let root: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'league-modes-'))
})

afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

/** Every entry under `folder` (itself included) as `path → octal mode`, by kind. */
function modesUnder(folder: string): { folders: Map<string, string>; files: Map<string, string> } {
  const folders = new Map<string, string>()
  const files = new Map<string, string>()
  const visit = (path: string) => {
    const stats = statSync(path)
    const mode = (stats.mode & 0o777).toString(8)
    if (stats.isDirectory()) {
      folders.set(path, mode)
      for (const name of readdirSync(path)) {
        visit(join(path, name))
      }
    } else {
      files.set(path, mode)
    }
  }
  visit(folder)
  return { folders, files }
}

function expectPrivate(folder: string): void {
  const { folders, files } = modesUnder(folder)
  expect(files.size).toBeGreaterThan(100)
  expect(new Set(folders.values())).toEqual(new Set(['700']))
  expect(new Set(files.values())).toEqual(new Set(['600']))
}

describe('given a fresh data folder', () => {
  it('should create the PGlite folder, its files and its lock for the owner only, after migrations too', async () => {
    const stateFolder = join(root, 'fresh', '.data')
    const dataDirectory = join(stateFolder, 'pglite')
    const opened = await openDatabase({ dataDirectory })
    try {
      expect((statSync(stateFolder).mode & 0o777).toString(8)).toBe('700')
      expect((statSync(`${dataDirectory}.lock`).mode & 0o777).toString(8)).toBe('600')
      await runMigrations(opened)
      expectPrivate(dataDirectory)
    } finally {
      await opened.close()
    }
  }, 120_000)

  it('should write the development JWT secret 0600 in a folder it creates 0700', () => {
    const dataFolder = join(root, 'secret', '.data')
    resolveJwtSecret({ environmentSecret: undefined, dataFolder })
    expect((statSync(dataFolder).mode & 0o777).toString(8)).toBe('700')
    expect((statSync(join(dataFolder, 'jwt-secret')).mode & 0o777).toString(8)).toBe('600')
  })
})

describe('given a PGlite folder left readable by everyone (as earlier versions made it)', () => {
  it('should make it the owner only again when the database is opened', async () => {
    const dataDirectory = join(root, 'old', 'pglite')
    await (await openDatabase({ dataDirectory })).close()
    const { folders, files } = modesUnder(dataDirectory)
    for (const folder of folders.keys()) {
      chmodSync(folder, 0o777)
    }
    for (const file of files.keys()) {
      chmodSync(file, 0o666)
    }
    expect(modesUnder(dataDirectory).files.get(join(dataDirectory, 'PG_VERSION'))).toBe('666')
    const opened = await openDatabase({ dataDirectory })
    try {
      expectPrivate(dataDirectory)
    } finally {
      await opened.close()
    }
  }, 120_000)
})
