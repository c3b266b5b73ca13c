// Uploaded files as the database knows them (`uploaded_files`): saving an accepted upload puts its bytes in
// the file store and then its row; a row that cannot be written takes its bytes back out, so a refused or
// failed upload leaves nothing behind. Reads are always by the client too: one league never sees another's.
import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import type { UploadKind } from '../contract/uploads.ts'
import type { Database } from '../db/connection.ts'
import { uploadedFiles } from '../db/schema/applications.ts'
import { describeError } from '../http/describe-error.ts'
import { logger } from '../http/log.ts'
import type { AcceptedUpload } from './accept-upload.ts'
import type { FileStore } from './file-store.ts'

export type UploadedFileRow = typeof uploadedFiles.$inferSelect

export type SaveUploadOptions = {
  clientId: number
  /** The application the file came with; null for a file of the league itself. */
  applicationId: number | null
  kind: UploadKind
  upload: AcceptedUpload
}

export async function saveUpload(database: Database, store: FileStore, options: SaveUploadOptions) {
  const id = randomUUID()
  await store.put(id, options.upload.bytes, options.upload.contentType)
  try {
    const [row] = await database
      .insert(uploadedFiles)
      .values({
        id,
        clientId: options.clientId,
        applicationId: options.applicationId,
        kind: options.kind,
        contentType: options.upload.contentType,
        byteSize: options.upload.bytes.byteLength,
        displayName: options.upload.displayName,
      })
      .returning()
    if (row === undefined) {
      throw new Error('The uploaded file row was not written')
    }
    return row
  } catch (error) {
    await store.delete(id).catch((deleteError: unknown) => {
      logger.error('uploads: bytes of a file whose row failed could not be removed', {
        id,
        error: describeError(deleteError),
      })
    })
    throw error
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `value` can be a file id or an application link key (anything else is simply not found). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value)
}

/** A file of the client by id, optionally only when it belongs to the given application. */
export async function findUploadedFile(
  database: Database,
  where: { clientId: number; id: string; applicationId?: number },
): Promise<UploadedFileRow | undefined> {
  if (!isUuid(where.id)) {
    return undefined
  }
  const [row] = await database
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.clientId, where.clientId),
        eq(uploadedFiles.id, where.id.toLowerCase()),
        where.applicationId === undefined ? undefined : eq(uploadedFiles.applicationId, where.applicationId),
      ),
    )
    .limit(1)
  return row
}

export async function countApplicationFiles(database: Database, applicationId: number): Promise<number> {
  const [row] = await database
    .select({ files: count() })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.applicationId, applicationId))
  return row?.files ?? 0
}

/** The answer about a stored file (contract `UploadedFile`). */
export function uploadedFileView(row: UploadedFileRow) {
  return {
    id: row.id,
    kind: row.kind as UploadKind,
    displayName: row.displayName,
    contentType: row.contentType,
    byteSize: row.byteSize,
  }
}
