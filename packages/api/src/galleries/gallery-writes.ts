// What staff change on a gallery: create, rename or re-attach, publish and unpublish, delete. Each change is
// one transaction with its audit entry; a change fans can see clears the computed answers so the site
// revalidates (server.ts turns the invalidation into the sites' revalidation).
import { and, eq, like } from 'drizzle-orm'
import type { SaveGallery } from '../contract/staff-galleries.ts'
import type { Database } from '../db/connection.ts'
import { galleries } from '../db/schema/media.ts'
import { recordStaffChange } from '../auth/staff-audit.ts'
import { slugify } from '../import/names/fold.ts'
import { invalidateComputedCache } from '../queries/computed-cache.ts'
import { galleryNotFound, readGallery } from './gallery-reads.ts'
import { subjectColumnsOf } from './gallery-subjects.ts'
import { leagueText } from './gallery-text.ts'

export type StaffContext = { clientId: number; userId: number; languages: readonly string[]; now: Date }

const titleRule = { path: 'title', missing: "Give the gallery a title in the league's first language" }

/** A slug from the title, made unique in the league with -2, -3 … */
async function freeSlug(transaction: Database, clientId: number, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80) || 'gallery'
  const taken = new Set(
    (
      await transaction
        .select({ slug: galleries.slug })
        .from(galleries)
        .where(and(eq(galleries.clientId, clientId), like(galleries.slug, `${base}%`)))
    ).map((row) => row.slug),
  )
  let slug = base
  for (let suffix = 2; taken.has(slug); suffix += 1) {
    slug = `${base}-${suffix}`
  }
  return slug
}

export async function createGallery(database: Database, staff: StaffContext, input: SaveGallery) {
  const title = leagueText(input.title, staff.languages, titleRule)
  const id = await database.transaction(async (transaction) => {
    const subject = await subjectColumnsOf(transaction, staff.clientId, input.subject)
    const slug = await freeSlug(transaction, staff.clientId, title[staff.languages[0] ?? 'en'] ?? '')
    const [row] = await transaction
      .insert(galleries)
      .values({ clientId: staff.clientId, slug, title, ...subject, createdBy: staff.userId, updatedAt: staff.now })
      .returning({ id: galleries.id })
    if (row === undefined) {
      throw new Error('The gallery row was not written')
    }
    await recordStaffChange(transaction, {
      clientId: staff.clientId,
      userId: staff.userId,
      action: 'gallery.create',
      entityType: 'gallery',
      entityId: String(row.id),
      before: null,
      after: { slug, title, subject: input.subject },
    })
    return row.id
  })
  return readGallery(database, staff.clientId, id)
}

/** Runs `change` on the gallery in one transaction with its audit entry; 404 when the league has no such gallery. */
export async function changeGallery(
  database: Database,
  staff: StaffContext,
  galleryId: number,
  action: string,
  change: (transaction: Database) => Promise<void>,
) {
  const before = await readGallery(database, staff.clientId, galleryId)
  await database.transaction(async (transaction) => {
    await change(transaction)
    await transaction.update(galleries).set({ updatedAt: staff.now }).where(eq(galleries.id, galleryId))
    const after = await readGallery(transaction, staff.clientId, galleryId)
    await recordStaffChange(transaction, {
      clientId: staff.clientId,
      userId: staff.userId,
      action,
      entityType: 'gallery',
      entityId: String(galleryId),
      before: auditedOf(before),
      after: auditedOf(after),
    })
  })
  // A draft's changes reach no fan; a published gallery's (and publishing itself) do.
  invalidateComputedCache()
  return readGallery(database, staff.clientId, galleryId)
}

/** What the audit keeps of a gallery: its facts and its photos' ids, alt texts, credits and order. */
function auditedOf(gallery: Awaited<ReturnType<typeof readGallery>>) {
  return {
    slug: gallery.slug,
    title: gallery.title,
    subject: gallery.subject,
    publishedAt: gallery.publishedAt,
    photos: gallery.photos.map((photo) => ({
      id: photo.id,
      fileId: photo.image.fileId,
      alt: photo.alt,
      credit: photo.credit,
    })),
  }
}

export function updateGallery(database: Database, staff: StaffContext, galleryId: number, input: SaveGallery) {
  const title = leagueText(input.title, staff.languages, titleRule)
  return changeGallery(database, staff, galleryId, 'gallery.update', async (transaction) => {
    const subject = await subjectColumnsOf(transaction, staff.clientId, input.subject)
    await transaction
      .update(galleries)
      .set({ title, ...subject })
      .where(eq(galleries.id, galleryId))
  })
}

export function publishGallery(database: Database, staff: StaffContext, galleryId: number, published: boolean) {
  return changeGallery(
    database,
    staff,
    galleryId,
    published ? 'gallery.publish' : 'gallery.unpublish',
    async (transaction) => {
      await transaction
        .update(galleries)
        .set({ publishedAt: published ? staff.now : null })
        .where(eq(galleries.id, galleryId))
    },
  )
}

export async function deleteGallery(database: Database, staff: StaffContext, galleryId: number): Promise<void> {
  const before = await readGallery(database, staff.clientId, galleryId)
  await database.transaction(async (transaction) => {
    const removed = await transaction
      .delete(galleries)
      .where(and(eq(galleries.id, galleryId), eq(galleries.clientId, staff.clientId)))
      .returning({ id: galleries.id })
    if (removed.length === 0) {
      throw galleryNotFound()
    }
    await recordStaffChange(transaction, {
      clientId: staff.clientId,
      userId: staff.userId,
      action: 'gallery.delete',
      entityType: 'gallery',
      entityId: String(galleryId),
      before: auditedOf(before),
      after: null,
    })
  })
  invalidateComputedCache()
}
