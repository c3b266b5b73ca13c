// Galleries as staff see them: every gallery of the league (drafts too), and one with its photos in order
// and each photo's responsive copies.
import { sql } from 'drizzle-orm'
import type { GallerySubjectKind, StaffGallery, StaffGallerySummary } from '../contract/staff-galleries.ts'
import { selectRows, type Database } from '../db/connection.ts'
import type { LocalizedText } from '../db/schema/league.ts'
import { DomainError } from '../domain-errors.ts'
import { responsiveImagesOf } from '../uploads/photo-files.ts'
import { subjectSelect } from './gallery-subjects.ts'

type SummaryRow = {
  id: number
  slug: string
  title: LocalizedText
  published_at: unknown
  updated_at: unknown
  photo_count: number
  subject_kind: GallerySubjectKind | null
  subject_slug: string | null
}

/** The languages that have text (a stored text's type allows a language without one). */
const textOf = (text: LocalizedText): Record<string, string> =>
  Object.fromEntries(Object.entries(text).filter((entry): entry is [string, string] => entry[1] !== undefined))

const isoOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

function summaryOf(row: SummaryRow): StaffGallerySummary {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: textOf(row.title),
    subject:
      row.subject_kind === null || row.subject_slug === null
        ? null
        : { kind: row.subject_kind, slug: row.subject_slug },
    publishedAt: row.published_at === null ? null : isoOf(row.published_at),
    photoCount: Number(row.photo_count),
    updatedAt: isoOf(row.updated_at),
  }
}

const summaryQuery = (clientId: number) => sql`SELECT ga.id, ga.slug, ga.title, ga.published_at, ga.updated_at,
    (SELECT count(*) FROM photos ph WHERE ph.gallery_id = ga.id) AS photo_count, ${subjectSelect}
  FROM galleries ga WHERE ga.client_id = ${clientId}`

export const galleryNotFound = () => new DomainError('not_found', 'gallery_not_found', 'No such gallery in this league')

/** Every gallery of the league, the latest changed first. */
export async function listGalleries(database: Database, clientId: number): Promise<StaffGallerySummary[]> {
  const rows = await selectRows<SummaryRow>(
    database,
    sql`${summaryQuery(clientId)} ORDER BY ga.updated_at DESC, ga.id DESC`,
  )
  return rows.map(summaryOf)
}

type PhotoRow = { id: number; file_id: string; alt: LocalizedText; credit: string | null; position: number }

/** One gallery with its photos in order; a 404 for an id of another league or none. */
export async function readGallery(database: Database, clientId: number, galleryId: number): Promise<StaffGallery> {
  const [row] = await selectRows<SummaryRow>(database, sql`${summaryQuery(clientId)} AND ga.id = ${galleryId}`)
  if (row === undefined) {
    throw galleryNotFound()
  }
  const photoRows = await selectRows<PhotoRow>(
    database,
    sql`SELECT id, file_id, alt, credit, position FROM photos WHERE gallery_id = ${galleryId} ORDER BY position, id`,
  )
  const images = await responsiveImagesOf(
    database,
    clientId,
    photoRows.map((photo) => String(photo.file_id)),
  )
  const photos = photoRows.flatMap((photo) => {
    const image = images.get(String(photo.file_id))
    return image === undefined
      ? []
      : [
          {
            id: Number(photo.id),
            alt: textOf(photo.alt),
            credit: photo.credit ?? '',
            position: Number(photo.position),
            image,
          },
        ]
  })
  return { ...summaryOf(row), photos }
}
