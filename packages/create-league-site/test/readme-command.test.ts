// The READMEs' way of running the CLI, run exactly as written from the repository root, with a fresh npx cache
// (as in a fresh clone) and without dist/ mattering: the command runs from source through bin/.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packageDirectory, repositoryRoot } from '../src/paths.ts'

const run = promisify(execFile)
let npmCache: string

beforeAll(async () => {
  npmCache = await mkdtemp(path.join(os.tmpdir(), 'create-league-site-npx-'))
})

afterAll(async () => {
  await rm(npmCache, { recursive: true, force: true })
})

/** The `--help` lines of a README's shell blocks and command table, as written. */
async function helpCommands(readme: string): Promise<string[]> {
  const text = await readFile(readme, 'utf8')
  return [
    ...text.matchAll(/^(?:\| `)?((?:npx \.\/packages\/create-league-site|npm run create-league-site --) --help)/gm),
  ].map((match) => match[1] ?? '')
}

describe('given the commands the READMEs give', () => {
  it('should find the --help command in both READMEs', async () => {
    expect(await helpCommands(path.join(packageDirectory, 'README.md'))).toContain(
      'npx ./packages/create-league-site --help',
    )
    expect(await helpCommands(path.join(repositoryRoot, 'README.md'))).toContain('npm run create-league-site -- --help')
  })

  it.each(['npx ./packages/create-league-site --help', 'npm run create-league-site -- --help'])(
    'should run `%s` from the repository root and list every command',
    async (command) => {
      const { stdout } = await run('sh', ['-c', command], {
        cwd: repositoryRoot,
        env: { ...process.env, npm_config_cache: npmCache, npm_config_yes: 'true' },
        timeout: 120_000,
      })
      expect(stdout).toContain('Usage: create-league-site')
      expect(stdout).toMatch(/check \[options\] <slug>[\s\S]*list \[options\][\s\S]*remove \[options\] <slug>/)
    },
    180_000,
  )
})
