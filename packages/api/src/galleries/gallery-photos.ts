// The photos of a gallery: added by the id the staff upload route answered, alt text per language (required
// in the league's first language, it is what a screen reader says), a credit, the order fans see them in,
// and removal. The uploaded copies stay in the file store: a news cover may use the same photo.
import { and, eq, isNull, max } from 'drizzle-orm'
import type { AddPhoto, UpdatePhoto } from '../contract/staff-galleries.ts'
import type { Database } from '../db/connection.ts'
import { uploadedFiles } from '../db/schema/applications.ts'
import { photos } from '../db/schema/media.ts'
import { DomainError } from '../domain-errors.ts'
import { imagePathOf } from '../uploads/photo-files.ts'
import { leagueText } from './gallery-text.ts'
import { changeGallery, type StaffContext } from './gallery-writes.ts'

const altRule = {
  path: 'alt',
  missing: "Describe the photo in the league's first language (alt text for screen readers)",
}

const photoNotFound = () => new DomainError('not_found', 'photo_not_found', 'No such photo in this gallery')

/** The uploaded photo's main file; a 422 when the id names no photo of the league. */
async function uploadedPhoto(transaction: Database, clientId: number, fileId: string) {
  const [file] = await transaction
    .select({ id: uploadedFiles.id, width: uploadedFiles.width, height: uploadedFiles.height })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.clientId, clientId),
        eq(uploadedFiles.id, fileId.toLowerCase()),
        eq(uploadedFiles.kind, 'photo'),
        isNull(uploadedFiles.originalFileId),
      ),
    )
  if (file === undefined) {
    throw new DomainError(
      'refused',
      'file_not_a_photo',
      'This file is not a photo sent to this league; send it again',
      {
        fields: { fileId: 'Not an uploaded photo' },
      },
    )
  }
  return file
}

export function addPhoto(database: Database, staff: StaffContext, galleryId: number, input: AddPhoto) {
  const alt = leagueText(input.alt, staff.languages, altRule)
  return changeGallery(database, staff, galleryId, 'gallery.photo.add', async (transaction) => {
    const file = await uploadedPhoto(transaction, staff.clientId, input.fileId)
    const [last] = await transaction
      .select({ position: max(photos.position) })
      .from(photos)
      .where(eq(photos.galleryId, galleryId))
    await transaction.insert(photos).values({
      clientId: staff.clientId,
      galleryId,
      fileId: file.id,
      url: imagePathOf(file.id),
      caption: alt,
      alt,
      credit: input.credit === '' ? null : input.credit,
      width: file.width,
      height: file.height,
      position: (last?.position ?? -1) + 1,
    })
  })
}

async function checkPhotoOf(transaction: Database, galleryId: number, photoId: number) {
  const [row] = await transaction
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.galleryId, galleryId)))
  if (row === undefined) {
    throw photoNotFound()
  }
}

export function updatePhoto(
  database: Database,
  staff: StaffContext,
  galleryId: number,
  photoId: number,
  input: UpdatePhoto,
) {
  const alt = leagueText(input.alt, staff.languages, altRule)
  return changeGallery(database, staff, galleryId, 'gallery.photo.update', async (transaction) => {
    await checkPhotoOf(transaction, galleryId, photoId)
    await transaction
      .update(photos)
      .set({ alt, caption: alt, credit: input.credit === '' ? null : input.credit })
      .where(eq(photos.id, photoId))
  })
}

export function removePhoto(database: Database, staff: StaffContext, galleryId: number, photoId: number) {
  return changeGallery(database, staff, galleryId, 'gallery.photo.remove', async (transaction) => {
    await checkPhotoOf(transaction, galleryId, photoId)
    await transaction.delete(photos).where(eq(photos.id, photoId))
  })
}

/** Puts the photos in the given order; the list must name every photo of the gallery once. */
export function orderPhotos(database: Database, staff: StaffContext, galleryId: number, photoIds: readonly number[]) {
  return changeGallery(database, staff, galleryId, 'gallery.photo.order', async (transaction) => {
    const current = await transaction.select({ id: photos.id }).from(photos).where(eq(photos.galleryId, galleryId))
    const known = new Set(current.map((row) => row.id))
    if (
      new Set(photoIds).size !== photoIds.length ||
      photoIds.length !== known.size ||
      photoIds.some((id) => !known.has(id))
    ) {
      throw new DomainError('refused', 'order_incomplete', 'Give the order of every photo of the gallery, each once', {
        fields: { photoIds: 'Every photo of the gallery, each once' },
      })
    }
    for (const [position, photoId] of photoIds.entries()) {
      await transaction.update(photos).set({ position }).where(eq(photos.id, photoId))
    }
  })
}
