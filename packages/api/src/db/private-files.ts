// The data folder holds password hashes, sessions and the JWT secret: no other local user may read it. A
// PGlite folder is created from a packed initial database whose ~1,000 files come out mode 0666 whatever
// the umask (PostgreSQL's own later files are 0600), so after opening, the folder and everything in it are
// made the owner's only: folders 0700, files 0600. This also repairs folders made by earlier versions.
// The process umask is left alone: it is global, and the walk covers what PGlite writes its own way.
import { chmodSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const privateFolderMode = 0o700
export const privateFileMode = 0o600

/** Creates `folder` (and missing parents) readable by its owner only; an existing folder keeps its mode. */
export function createPrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: privateFolderMode })
}

/** Makes `folder` and everything under it the owner's only. Symbolic links are neither followed nor changed. */
export function makePrivate(folder: string): void {
  chmodSync(folder, privateFolderMode)
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) {
      makePrivate(path)
    } else if (entry.isFile()) {
      chmodSync(path, privateFileMode)
    }
  }
}
