// A photo's copies as stored: each copy's bytes in the file store under a uuid of its own, and an
// uploaded_files row per copy (kind `photo`, its size in pixels); every copy but the main one (the widest
// JPEG) points at the main one. The rows are public: the copies were made for the public site, carry no
// metadata, and their addresses are unguessable uuids that only staff know until they publish a gallery or an
// article with the photo. Saving is whole or nothing: a failure takes every stored copy back out.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { ImageSource, ResponsiveImage } from '../contract/uploads.ts'
import type { Database } from '../db/connection.ts'
import { uploadedFiles } from '../db/schema/applications.ts'
import { describeError } from '../http/describe-error.ts'
import { logger } from '../http/log.ts'
import type { FileStore } from './file-store.ts'
import { photoFormats, type AcceptedPhoto, type PhotoCopy } from './photo-copies.ts'

type StoredCopy = PhotoCopy & { id: string }

/** The API path a copy is served at (GET /v2/website/images/{fileId}); the id never changes its bytes. */
export const imagePathOf = (fileId: string) => `/v2/website/images/${fileId}`

function mainCopyOf(copies: readonly StoredCopy[]): StoredCopy {
  const jpegs = copies.filter((copy) => copy.format === 'image/jpeg').sort((left, right) => right.width - left.width)
  const main = jpegs[0]
  if (main === undefined) {
    throw new Error('A photo without a JPEG copy')
  }
  return main
}

async function removeBytes(store: FileStore, ids: readonly string[]) {
  for (const id of ids) {
    await store.delete(id).catch((error: unknown) => {
      logger.error('uploads: bytes of a photo copy could not be removed', { id, error: describeError(error) })
    })
  }
}

/** Stores a photo's copies; answers the main file's row. */
export async function savePhoto(
  database: Database,
  store: FileStore,
  options: { clientId: number; photo: AcceptedPhoto },
) {
  const copies: StoredCopy[] = options.photo.copies.map((copy) => ({ ...copy, id: randomUUID() }))
  const main = mainCopyOf(copies)
  const stored: string[] = []
  try {
    for (const copy of copies) {
      await store.put(copy.id, copy.bytes, copy.format)
      stored.push(copy.id)
    }
    const rowOf = (copy: StoredCopy) => ({
      id: copy.id,
      clientId: options.clientId,
      applicationId: null,
      kind: 'photo',
      contentType: copy.format,
      byteSize: copy.bytes.byteLength,
      displayName: options.photo.displayName.replace(/\.jpg$/, `-${copy.width}.${copy.format.slice(6)}`),
      isPublic: true,
      originalFileId: copy === main ? null : main.id,
      width: copy.width,
      height: copy.height,
    })
    return await database.transaction(async (transaction) => {
      const [row] = await transaction
        .insert(uploadedFiles)
        .values({ ...rowOf(main), displayName: options.photo.displayName })
        .returning()
      await transaction.insert(uploadedFiles).values(copies.filter((copy) => copy !== main).map(rowOf))
      if (row === undefined) {
        throw new Error('The photo row was not written')
      }
      return row
    })
  } catch (error) {
    await removeBytes(store, stored)
    throw error
  }
}

type CopyRow = {
  id: string
  contentType: string
  width: number | null
  height: number | null
  originalFileId: string | null
}

/** The responsive images of photos by their main file's id (only photos of the client; others are absent). */
export async function responsiveImagesOf(
  database: Database,
  clientId: number,
  fileIds: readonly string[],
): Promise<Map<string, ResponsiveImage>> {
  if (fileIds.length === 0) {
    return new Map()
  }
  const rows: CopyRow[] = await database
    .select({
      id: uploadedFiles.id,
      contentType: uploadedFiles.contentType,
      width: uploadedFiles.width,
      height: uploadedFiles.height,
      originalFileId: uploadedFiles.originalFileId,
    })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.clientId, clientId),
        eq(uploadedFiles.kind, 'photo'),
        or(inArray(uploadedFiles.id, [...fileIds]), inArray(uploadedFiles.originalFileId, [...fileIds])),
      ),
    )
    .orderBy(asc(uploadedFiles.width))
  const images = new Map<string, ResponsiveImage>()
  for (const main of rows.filter((row) => row.originalFileId === null)) {
    const copies = rows.filter((row) => row.id === main.id || row.originalFileId === main.id)
    images.set(main.id, imageOf(main, copies))
  }
  return images
}

function imageOf(main: CopyRow, copies: readonly CopyRow[]): ResponsiveImage {
  const sources: ImageSource[] = []
  for (const format of photoFormats) {
    const ofFormat = copies.filter((copy) => copy.contentType === format)
    if (ofFormat.length > 0) {
      sources.push({
        type: format,
        srcset: ofFormat.map((copy) => `${imagePathOf(copy.id)} ${copy.width ?? 0}w`).join(', '),
      })
    }
  }
  return {
    fileId: main.id,
    width: main.width ?? 0,
    height: main.height ?? 0,
    src: imagePathOf(main.id),
    sources,
  }
}
