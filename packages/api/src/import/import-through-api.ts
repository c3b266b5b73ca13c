// `league-api import` while the API runs on the embedded PGlite: the API holds the folder (one process per
// folder), so the command asks it to import (POST /admin/import with the admin token of the lock file) and
// prints the progress the API streams back, line by line. See routes/platform/admin-import.ts.
import { ErrorSchema } from '../contract/errors.ts'
import { ImportStreamLineSchema, type ImportRequest, type ImportStreamLine } from '../contract/admin.ts'
import type { LockAdmin } from '../db/connection.ts'
import type { ImportProgress } from './progress.ts'

export type ImportDone = Extract<ImportStreamLine, { type: 'done' }>

/** The API refused the import or it failed there; the message is the API's (nothing was written). */
export class RunningApiImportError extends Error {
  override name = 'RunningApiImportError'
}

export type ImportListeners = {
  onProgress: (progress: ImportProgress) => void
  onWarning: (message: string) => void
}

/** Each complete line of a byte stream, as text. */
async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder()
  let pending = ''
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true })
    let end = pending.indexOf('\n')
    while (end !== -1) {
      yield pending.slice(0, end)
      pending = pending.slice(end + 1)
      end = pending.indexOf('\n')
    }
  }
  if (pending.trim() !== '') {
    yield pending
  }
}

export async function importThroughRunningApi(
  running: LockAdmin,
  request: ImportRequest,
  listeners: ImportListeners,
): Promise<ImportDone> {
  const response = await fetch(new URL('admin/import', `${running.apiUrl}/`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${running.adminToken}` },
    body: JSON.stringify(request),
  })
  if (!response.ok || response.body === null) {
    const error = ErrorSchema.safeParse(await response.json().catch(() => undefined))
    throw new RunningApiImportError(
      error.success ? error.data.error.message : `The running API answered ${response.status} to the import.`,
    )
  }
  for await (const text of linesOf(response.body)) {
    const line = ImportStreamLineSchema.parse(JSON.parse(text))
    switch (line.type) {
      case 'progress':
        listeners.onProgress({ step: line.step, completed: line.completed, total: line.total })
        break
      case 'warning':
        listeners.onWarning(line.message)
        break
      case 'done':
        return line
      case 'failed':
        throw new RunningApiImportError(line.message)
      default:
        line satisfies never
    }
  }
  throw new RunningApiImportError('The running API stopped answering before the import ended (see its log).')
}
