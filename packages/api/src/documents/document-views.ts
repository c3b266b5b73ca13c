// Documents as staff and fans read them: each with its versions, newest first, every version with the
// download address of its own file (a new version is a new address, so a year of caching is safe).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { DocumentCategory, DocumentVersion, StaffDocument } from '../contract/staff-documents.ts'
import { documentCategories } from '../contract/staff-documents.ts'
import type { Database } from '../db/connection.ts'
import { uploadedFiles } from '../db/schema/applications.ts'
import { documents, documentVersions } from '../db/schema/media.ts'

/** The public address of a version's PDF (GET /v2/website/documents/files/{fileId}). */
export const documentFilePath = (fileId: string) => `/v2/website/documents/files/${fileId}`

type DocumentRow = typeof documents.$inferSelect

function categoryOf(value: string): DocumentCategory {
  return documentCategories.find((category) => category === value) ?? 'regulations'
}

async function versionsOf(database: Database, documentIds: number[]): Promise<Map<number, DocumentVersion[]>> {
  const byDocument = new Map<number, DocumentVersion[]>()
  if (documentIds.length === 0) {
    return byDocument
  }
  const rows = await database
    .select({
      documentId: documentVersions.documentId,
      version: documentVersions.version,
      fileId: documentVersions.fileId,
      note: documentVersions.note,
      publishedAt: documentVersions.publishedAt,
      displayName: uploadedFiles.displayName,
      byteSize: uploadedFiles.byteSize,
    })
    .from(documentVersions)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, documentVersions.fileId))
    .where(inArray(documentVersions.documentId, documentIds))
    .orderBy(desc(documentVersions.version))
  for (const row of rows) {
    const list = byDocument.get(row.documentId) ?? []
    list.push({
      version: row.version,
      fileId: row.fileId,
      url: documentFilePath(row.fileId),
      displayName: row.displayName,
      byteSize: row.byteSize,
      note: Object.fromEntries(Object.entries(row.note).filter((entry): entry is [string, string] => !!entry[1])),
      publishedAt: row.publishedAt.toISOString(),
    })
    byDocument.set(row.documentId, list)
  }
  return byDocument
}

function staffView(row: DocumentRow, versions: DocumentVersion[]): StaffDocument {
  return {
    id: row.id,
    slug: row.slug,
    title: Object.fromEntries(Object.entries(row.title).filter((entry): entry is [string, string] => !!entry[1])),
    category: categoryOf(row.category),
    published: row.unpublishedAt === null,
    updatedAt: row.updatedAt.toISOString(),
    versions,
    url: versions.length === 0 ? row.url : null,
  }
}

/** Every document of the client; fans' lists leave out the unpublished ones. */
export async function listDocumentViews(
  database: Database,
  clientId: number,
  audience: 'staff' | 'public',
): Promise<StaffDocument[]> {
  const rows = await database
    .select()
    .from(documents)
    .where(and(eq(documents.clientId, clientId), audience === 'public' ? isNull(documents.unpublishedAt) : undefined))
    .orderBy(desc(documents.updatedAt), desc(documents.id))
  const versions = await versionsOf(
    database,
    rows.map((row) => row.id),
  )
  return rows.map((row) => staffView(row, versions.get(row.id) ?? []))
}

export async function findDocumentView(
  database: Database,
  clientId: number,
  id: number,
): Promise<StaffDocument | undefined> {
  const [row] = await database
    .select()
    .from(documents)
    .where(and(eq(documents.clientId, clientId), eq(documents.id, id)))
  if (row === undefined) {
    return undefined
  }
  const versions = await versionsOf(database, [row.id])
  return staffView(row, versions.get(row.id) ?? [])
}

/** Whether `fileId` is a version of a published document of the client: only those are public. */
export async function isPublishedDocumentFile(database: Database, clientId: number, fileId: string) {
  const [row] = await database
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        eq(documents.clientId, clientId),
        isNull(documents.unpublishedAt),
        eq(documentVersions.fileId, fileId.toLowerCase()),
      ),
    )
    .limit(1)
  return row !== undefined
}
