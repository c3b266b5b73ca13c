// Staff set and remove a club's crest and a player's headshot. Each change is one transaction: the new file's
// row, the club's or player's pointer to it, the file made public and the audit entry, or none of them. The
// file replaced or removed goes for good when staff uploaded it (its row in the transaction, its bytes from
// the store once the transaction is in); a crest that came with a team application stays with the
// application (staff may still open it there) and is simply no longer the club's.
import { and, eq, isNull } from 'drizzle-orm'
import { recordStaffChange } from '../auth/staff-audit.ts'
import type { Database } from '../db/connection.ts'
import { uploadedFiles } from '../db/schema/applications.ts'
import { clubs, players } from '../db/schema/clubs-and-players.ts'
import { describeError } from '../http/describe-error.ts'
import { logger } from '../http/log.ts'
import { invalidateComputedCache } from '../queries/computed-cache.ts'
import { crestPathOf } from '../queries/club-crests.ts'
import { headshotPathOf } from '../queries/player-headshots.ts'
import { NotFoundError } from '../queries/errors.ts'
import type { AcceptedUpload } from './accept-upload.ts'
import type { FileStore } from './file-store.ts'
import { saveUpload } from './stored-files.ts'

/** Who changes what: the league, the staff member, and the club's or player's slug. */
export type ImageChange = { clientId: number; userId: number; slug: string }

type Target = {
  kind: 'crest' | 'headshot'
  /** The entity in the audit log and in the 404. */
  entity: 'club' | 'player'
  /** Locks the row and gives its current file id; undefined when there is no such club or player. */
  current: (transaction: Database, change: ImageChange) => Promise<{ id: number; fileId: string | null } | undefined>
  point: (transaction: Database, rowId: number, fileId: string | null) => Promise<void>
  pathOf: (slug: string, fileId: string) => string
}

const crestTarget: Target = {
  kind: 'crest',
  entity: 'club',
  async current(transaction, change) {
    const [row] = await transaction
      .select({ id: clubs.id, fileId: clubs.crestFileId })
      .from(clubs)
      .where(and(eq(clubs.clientId, change.clientId), eq(clubs.slug, change.slug)))
      .for('update')
    return row
  },
  async point(transaction, rowId, fileId) {
    await transaction.update(clubs).set({ crestFileId: fileId }).where(eq(clubs.id, rowId))
  },
  pathOf: crestPathOf,
}

const headshotTarget: Target = {
  kind: 'headshot',
  entity: 'player',
  async current(transaction, change) {
    const [row] = await transaction
      .select({ id: players.id, fileId: players.headshotFileId })
      .from(players)
      .where(and(eq(players.clientId, change.clientId), eq(players.slug, change.slug)))
      .for('update')
    return row
  },
  async point(transaction, rowId, fileId) {
    await transaction.update(players).set({ headshotFileId: fileId }).where(eq(players.id, rowId))
  },
  pathOf: headshotPathOf,
}

function notFound(target: Target, slug: string): NotFoundError {
  return new NotFoundError(target.entity, slug, `No ${target.entity} "${slug}" in this league`)
}

/** Deletes the row of a replaced file when staff uploaded it; answers whether its bytes should go too. */
async function dropStaffFile(transaction: Database, clientId: number, fileId: string | null): Promise<boolean> {
  if (fileId === null) {
    return false
  }
  const dropped = await transaction
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.clientId, clientId), isNull(uploadedFiles.applicationId)))
    .returning({ id: uploadedFiles.id })
  return dropped.length > 0
}

async function removeBytes(store: FileStore, fileId: string): Promise<void> {
  await store.delete(fileId).catch((error: unknown) => {
    // The row is gone, so nothing serves these bytes any more; they only take space until someone clears them.
    logger.error('uploads: bytes of a replaced image could not be removed', { id: fileId, error: describeError(error) })
  })
}

async function replaceImage(
  database: Database,
  store: FileStore,
  target: Target,
  change: ImageChange,
  upload: AcceptedUpload | null,
): Promise<string | null> {
  // Known once its bytes are in the store, so that a failure after that can take them back out.
  const created: { fileId: string | null } = { fileId: null }
  let outcome: { previous: string | null; removePrevious: boolean }
  try {
    outcome = await database.transaction(async (transaction) => {
      const row = await target.current(transaction, change)
      if (row === undefined) {
        throw notFound(target, change.slug)
      }
      const previous = row.fileId === null ? null : String(row.fileId)
      if (upload !== null) {
        const saved = await saveUpload(transaction, store, {
          clientId: change.clientId,
          applicationId: null,
          kind: target.kind,
          upload,
        })
        created.fileId = saved.id
        await transaction.update(uploadedFiles).set({ isPublic: true }).where(eq(uploadedFiles.id, saved.id))
      }
      await target.point(transaction, row.id, created.fileId)
      const removePrevious = await dropStaffFile(transaction, change.clientId, previous)
      await recordStaffChange(transaction, {
        clientId: change.clientId,
        userId: change.userId,
        action: `${target.entity}.${target.kind}.${upload === null ? 'remove' : 'set'}`,
        entityType: target.entity,
        entityId: change.slug,
        before: { [`${target.kind}FileId`]: previous },
        after: { [`${target.kind}FileId`]: created.fileId },
      })
      return { previous, removePrevious }
    })
  } catch (error) {
    // The new bytes went into the store before the rows; with the rows rolled back they must go too.
    if (created.fileId !== null) {
      await removeBytes(store, created.fileId)
    }
    throw error
  }
  if (outcome.removePrevious && outcome.previous !== null) {
    await removeBytes(store, outcome.previous)
  }
  invalidateComputedCache()
  return created.fileId === null ? null : target.pathOf(change.slug, created.fileId)
}

/** Sets the club's crest; answers its new public path. */
export async function setClubCrest(database: Database, store: FileStore, change: ImageChange, upload: AcceptedUpload) {
  return replaceImage(database, store, crestTarget, change, upload)
}

export async function removeClubCrest(database: Database, store: FileStore, change: ImageChange) {
  await replaceImage(database, store, crestTarget, change, null)
}

/** Sets the player's headshot; answers its new public path. */
export async function setPlayerHeadshot(
  database: Database,
  store: FileStore,
  change: ImageChange,
  upload: AcceptedUpload,
) {
  return replaceImage(database, store, headshotTarget, change, upload)
}

export async function removePlayerHeadshot(database: Database, store: FileStore, change: ImageChange) {
  await replaceImage(database, store, headshotTarget, change, null)
}
