import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { repositoryRoot } from '../src/paths.ts'

/**
 * The demo clients the tests are written against. A fixed list, not whatever clients/ holds: a league
 * scaffolded into the working copy (as the README's recipe does) must not change what the tests see.
 */
export const fixtureClients = ['aba', 'liga-sur'] as const

/** A temporary clients/ holding copies of the two demo clients (aba and liga-sur), and a place for themes. */
export async function temporaryClients(): Promise<{
  root: string
  clientsDirectory: string
  themesOutput: string
  remove: () => Promise<void>
}> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'create-league-site-'))
  const clientsDirectory = path.join(root, 'clients')
  for (const slug of fixtureClients) {
    await cp(path.join(repositoryRoot, 'clients', slug), path.join(clientsDirectory, slug), { recursive: true })
  }
  return {
    root,
    clientsDirectory,
    themesOutput: path.join(root, 'tokens-dist'),
    // Retries: a server's child process may still be closing files in the folder for a moment.
    remove: () => rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }),
  }
}

/** Every file and folder under a folder, for "nothing was written" assertions. */
export async function listTree(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true })
  return entries.map(String).sort()
}
