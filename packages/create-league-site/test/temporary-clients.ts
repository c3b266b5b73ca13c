import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { repositoryRoot } from '../src/paths.ts'

/** A temporary copy of the repository's clients/ (aba and liga-sur), and a place for themes. */
export async function temporaryClients(): Promise<{
  root: string
  clientsDirectory: string
  themesOutput: string
  remove: () => Promise<void>
}> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'create-league-site-'))
  const clientsDirectory = path.join(root, 'clients')
  await cp(path.join(repositoryRoot, 'clients'), clientsDirectory, { recursive: true })
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
