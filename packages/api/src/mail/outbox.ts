// The development outbox: with no SMTP server configured, each mail is kept as a real message (`<id>.eml`,
// as nodemailer would have sent it, openable in any mail program) beside a small JSON record of what the
// development page lists and shows (`<id>.json`). Mails hold sign-in links, so the folder is 0700 and its
// files 0600: no other user of the machine can read them.
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Language } from '@league/client-league/languages'
import type { MailKind } from './mail.ts'

/** What the outbox keeps of one mail besides its message. */
export type OutboxRecord = {
  id: string
  /** When it was written, ISO 8601. */
  date: string
  to: string
  subject: string
  kind: MailKind
  language: Language
  text: string
  html: string
}

export type Outbox = {
  folder: string
  /** Keeps the message and its record; gives the record's id. */
  write: (message: Buffer, record: Omit<OutboxRecord, 'id' | 'date'>, date: Date) => Promise<string>
  /** The newest mails first (at most `limit`, 200 by default). */
  list: (limit?: number) => Promise<OutboxRecord[]>
  /** One mail's record, or undefined for an unknown or malformed id. */
  read: (id: string) => Promise<OutboxRecord | undefined>
  /** One mail's message as written (`.eml`), or undefined. */
  readMessage: (id: string) => Promise<Buffer | undefined>
}

/** `20261128T042144123Z-1a2b3c4d`: sorts by time, and nothing else (no path) can pass for one. */
const idPattern = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/

export function isOutboxId(id: string): boolean {
  return idPattern.test(id)
}

function newId(date: Date): string {
  return `${date.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`
}

async function readIfThere(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined
    }
    throw error
  }
}

export function createOutbox(folder: string): Outbox {
  let ready: Promise<void> | undefined
  // Created on the first mail; chmod as well, since mkdir leaves an existing folder's mode as it was.
  const ensureFolder = () => {
    ready ??= mkdir(folder, { recursive: true, mode: 0o700 }).then(() => chmod(folder, 0o700))
    return ready
  }
  const read = async (id: string) => {
    if (!isOutboxId(id)) {
      return undefined
    }
    const json = await readIfThere(join(folder, `${id}.json`))
    return json === undefined ? undefined : (JSON.parse(json.toString('utf8')) as OutboxRecord)
  }
  return {
    folder,
    write: async (message, record, date) => {
      await ensureFolder()
      const id = newId(date)
      // `wx`: never overwrite; mode 0600 whatever the umask allows beyond it.
      await writeFile(join(folder, `${id}.eml`), message, { mode: 0o600, flag: 'wx' })
      const full: OutboxRecord = { id, date: date.toISOString(), ...record }
      await writeFile(join(folder, `${id}.json`), `${JSON.stringify(full, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
      return id
    },
    list: async (limit = 200) => {
      let names: string[]
      try {
        names = await readdir(folder)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return []
        }
        throw error
      }
      const ids = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter(isOutboxId)
        // Ids begin with their time: newest first.
        .sort((first, second) => second.localeCompare(first))
        .slice(0, limit)
      const records = await Promise.all(ids.map(read))
      return records.filter((record) => record !== undefined)
    },
    read,
    readMessage: async (id) => (isOutboxId(id) ? readIfThere(join(folder, `${id}.eml`)) : undefined),
  }
}
