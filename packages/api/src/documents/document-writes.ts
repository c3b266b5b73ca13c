// Staff writes on documents, each in one transaction with its audit entry: a new document with its first PDF,
// a new version, a change of titles or category, taking it down or back up, deleting it. A PDF is checked and
// stored before the transaction (uploads/); when the transaction fails its file goes again, so a refused
// write leaves nothing behind.
import { randomBytes } from 'node:crypto'
import { and, eq, max } from 'drizzle-orm'
import { recordStaffChange } from '../auth/staff-audit.ts'
import type { DocumentCategory, DocumentChange } from '../contract/staff-documents.ts'
import type { Database } from '../db/connection.ts'
import { uploadedFiles } from '../db/schema/applications.ts'
import { documents, documentVersions, type LocalizedText } from '../db/schema/media.ts'
import { DomainError } from '../domain-errors.ts'
import { describeError } from '../http/describe-error.ts'
import { logger } from '../http/log.ts'
import { invalidateComputedCache } from '../queries/computed-cache.ts'
import type { FileStore } from '../uploads/file-store.ts'
import type { UploadedFileRow } from '../uploads/stored-files.ts'

/** Text per language without the languages left empty: what the audit log records. */
export function textOf(text: LocalizedText): Record<string, string> {
  return Object.fromEntries(Object.entries(text).filter((entry): entry is [string, string] => Boolean(entry[1])))
}

export type StaffActor = { clientId: number; userId: number; firstLanguage: string; now: Date }

/** A title is required in the league's first language (the one every page falls back to). */
export function checkTitle(title: LocalizedText, firstLanguage: string): void {
  if (!title[firstLanguage]) {
    throw new DomainError(
      'refused',
      'title_required',
      `Enter the title in the league's first language (${firstLanguage})`,
      {
        fields: { [`title.${firstLanguage}`]: 'Enter the title' },
      },
    )
  }
}

function slugOf(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${base || 'document'}-${randomBytes(3).toString('hex')}`
}

/** Runs `write`; when it fails, the already stored file is taken out again (its row and its bytes). */
async function withUploadUndone<Result>(
  database: Database,
  store: FileStore,
  file: UploadedFileRow,
  write: () => Promise<Result>,
): Promise<Result> {
  try {
    return await write()
  } catch (error) {
    await database.delete(uploadedFiles).where(eq(uploadedFiles.id, file.id))
    await store.delete(file.id).catch((deleteError: unknown) => {
      logger.error('documents: bytes of a refused version could not be removed', {
        id: file.id,
        error: describeError(deleteError),
      })
    })
    throw error
  }
}

export async function createDocument(
  database: Database,
  store: FileStore,
  actor: StaffActor,
  input: { category: DocumentCategory; title: LocalizedText; note: LocalizedText; file: UploadedFileRow },
): Promise<number> {
  const id = await withUploadUndone(database, store, input.file, () =>
    database.transaction(async (transaction) => {
      const [row] = await transaction
        .insert(documents)
        .values({
          clientId: actor.clientId,
          slug: slugOf(input.title[actor.firstLanguage] ?? ''),
          title: input.title,
          url: '',
          kind: 'pdf',
          category: input.category,
          publishedAt: actor.now,
          updatedAt: actor.now,
        })
        .returning({ id: documents.id })
      const documentId = row!.id
      await transaction.insert(documentVersions).values({
        documentId,
        version: 1,
        fileId: input.file.id,
        note: input.note,
        publishedAt: actor.now,
        createdBy: actor.userId,
      })
      await recordStaffChange(transaction, {
        clientId: actor.clientId,
        userId: actor.userId,
        action: 'document.create',
        entityType: 'document',
        entityId: String(documentId),
        before: null,
        after: { title: textOf(input.title), category: input.category, version: 1, fileId: input.file.id },
        at: actor.now,
      })
      return documentId
    }),
  )
  invalidateComputedCache()
  return id
}

async function documentOf(database: Database, actor: StaffActor, id: number) {
  const [row] = await database
    .select()
    .from(documents)
    .where(and(eq(documents.clientId, actor.clientId), eq(documents.id, id)))
  if (row === undefined) {
    throw new DomainError('not_found', 'document_not_found', 'No such document in this league')
  }
  return row
}

export async function addDocumentVersion(
  database: Database,
  store: FileStore,
  actor: StaffActor,
  input: { id: number; note: LocalizedText; file: UploadedFileRow },
): Promise<void> {
  await withUploadUndone(database, store, input.file, () =>
    database.transaction(async (transaction) => {
      await documentOf(transaction, actor, input.id)
      const [latest] = await transaction
        .select({ version: max(documentVersions.version) })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, input.id))
      const version = (latest?.version ?? 0) + 1
      await transaction.insert(documentVersions).values({
        documentId: input.id,
        version,
        fileId: input.file.id,
        note: input.note,
        publishedAt: actor.now,
        createdBy: actor.userId,
      })
      await transaction.update(documents).set({ updatedAt: actor.now }).where(eq(documents.id, input.id))
      await recordStaffChange(transaction, {
        clientId: actor.clientId,
        userId: actor.userId,
        action: 'document.version',
        entityType: 'document',
        entityId: String(input.id),
        before: null,
        after: { version, fileId: input.file.id, note: textOf(input.note) },
        at: actor.now,
      })
    }),
  )
  invalidateComputedCache()
}

export async function changeDocument(
  database: Database,
  actor: StaffActor,
  id: number,
  change: DocumentChange,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const before = await documentOf(transaction, actor, id)
    const title = change.title ?? before.title
    checkTitle(title, actor.firstLanguage)
    const unpublishedAt =
      change.published === undefined
        ? before.unpublishedAt
        : change.published
          ? null
          : (before.unpublishedAt ?? actor.now)
    await transaction
      .update(documents)
      .set({ title, category: change.category ?? before.category, unpublishedAt, updatedAt: actor.now })
      .where(eq(documents.id, id))
    await recordStaffChange(transaction, {
      clientId: actor.clientId,
      userId: actor.userId,
      action: 'document.change',
      entityType: 'document',
      entityId: String(id),
      before: { title: textOf(before.title), category: before.category, published: before.unpublishedAt === null },
      after: { title: textOf(title), category: change.category ?? before.category, published: unpublishedAt === null },
      at: actor.now,
    })
  })
  invalidateComputedCache()
}

/** Deletes the document and its versions; the PDFs stay in uploaded_files (the audit log names them). */
export async function deleteDocument(database: Database, actor: StaffActor, id: number): Promise<void> {
  await database.transaction(async (transaction) => {
    const before = await documentOf(transaction, actor, id)
    await transaction.delete(documents).where(eq(documents.id, id))
    await recordStaffChange(transaction, {
      clientId: actor.clientId,
      userId: actor.userId,
      action: 'document.delete',
      entityType: 'document',
      entityId: String(id),
      before: { title: textOf(before.title), category: before.category },
      after: null,
      at: actor.now,
    })
  })
  invalidateComputedCache()
}
