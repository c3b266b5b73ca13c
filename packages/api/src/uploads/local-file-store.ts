// The default file store: a folder under the API's data folder (`<API_DATA_DIR or .data>/uploads/`), outside
// any web root, readable by the API's user only (folders 0700, files 0600, as the rest of the data folder).
// Each file is `<uuid>` with its content type beside it in `<uuid>.type`. A file is written under a temporary
// name and renamed into place, so a crash mid-write never leaves half a file under its key.
import { randomBytes } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createPrivateFolder, privateFileMode } from '../db/private-files.ts'
import { checkFileKey, type FileStore } from './file-store.ts'

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT'
}

async function writeWhole(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.partial-${randomBytes(6).toString('hex')}`
  try {
    await writeFile(temporary, data, { mode: privateFileMode, flag: 'wx' })
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

export function createLocalFileStore(folder: string): FileStore {
  const pathOf = (key: string) => join(folder, checkFileKey(key))
  return {
    kind: 'local',
    location: folder,
    async put(key, bytes, contentType) {
      const path = pathOf(key)
      createPrivateFolder(folder)
      await writeWhole(`${path}.type`, contentType)
      try {
        await writeWhole(path, bytes)
      } catch (error) {
        await rm(`${path}.type`, { force: true })
        throw error
      }
    },
    async get(key) {
      const path = pathOf(key)
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')])
        return { bytes: new Uint8Array(bytes), contentType }
      } catch (error) {
        if (isMissing(error)) {
          return undefined
        }
        throw error
      }
    },
    async delete(key) {
      const path = pathOf(key)
      await rm(path, { force: true })
      await rm(`${path}.type`, { force: true })
    },
  }
}
