// Photos of clubs, players, games and articles: the published staff galleries about them (with each photo's responsive
// copies, alt text per language and credit), then any photos a season folder's media.json brought. Without
// either the list is empty and the site shows an honest empty state.
import { sql, type SQL } from 'drizzle-orm'
import type { Photo } from '../contract/references.ts'
import { selectRows, type Database } from '../db/connection.ts'
import type { LocalizedText } from '../db/schema/league.ts'
import { responsiveImagesOf } from '../uploads/photo-files.ts'

type PhotoSubject = { club?: string; player?: string; game?: string; season?: string; news?: string }

/** The languages that have text (a stored text's type allows a language without one). */
const textOf = (text: LocalizedText): Record<string, string> =>
  Object.fromEntries(Object.entries(text).filter((entry): entry is [string, string] => entry[1] !== undefined))

function gallerySubjectFilter(clientId: number, subject: PhotoSubject): SQL {
  if (subject.news !== undefined) {
    return sql`ga.news_id = (SELECT id FROM news WHERE client_id = ${clientId} AND slug = ${subject.news})`
  }
  if (subject.game !== undefined) {
    return sql`ga.game_id IN (SELECT g.id FROM games g JOIN league_seasons ls ON ls.id = g.league_season_id
      JOIN seasons s ON s.id = ls.season_id WHERE s.client_id = ${clientId} AND g.slug = ${subject.game})`
  }
  if (subject.player !== undefined) {
    return sql`ga.player_id = (SELECT id FROM players WHERE client_id = ${clientId} AND slug = ${subject.player})`
  }
  if (subject.club === undefined) {
    return sql`false`
  }
  const club = sql`ga.club_id = (SELECT id FROM clubs WHERE client_id = ${clientId} AND slug = ${subject.club})`
  if (subject.season === undefined) {
    return club
  }
  // A club's gallery belongs to the season it was published in.
  return sql`${club} AND EXISTS (SELECT 1 FROM seasons s WHERE s.client_id = ${clientId} AND s.slug = ${subject.season}
    AND ga.published_at::date BETWEEN s.start_date AND s.end_date)`
}

type GalleryPhotoRow = {
  file_id: string
  alt: LocalizedText
  credit: string | null
  width: number | null
  height: number | null
  slug: string
  title: LocalizedText
}

/** The photos of published galleries about the subject, the latest gallery first, each in its order. */
async function galleryPhotosOf(
  database: Database,
  clientId: number,
  subject: PhotoSubject,
  locale: string,
): Promise<Photo[]> {
  const rows = await selectRows<GalleryPhotoRow>(
    database,
    sql`SELECT ph.file_id, ph.alt, ph.credit, ph.width, ph.height, ga.slug, ga.title
      FROM photos ph JOIN galleries ga ON ga.id = ph.gallery_id
      WHERE ga.client_id = ${clientId} AND ga.published_at IS NOT NULL AND ph.file_id IS NOT NULL
        AND ${gallerySubjectFilter(clientId, subject)}
      ORDER BY ga.published_at DESC, ga.id DESC, ph.position, ph.id`,
  )
  const images = await responsiveImagesOf(
    database,
    clientId,
    rows.map((row) => String(row.file_id)),
  )
  return rows.flatMap((row) => {
    const image = images.get(String(row.file_id))
    if (image === undefined) {
      return []
    }
    const alt = textOf(row.alt)
    return [
      {
        url: image.src,
        caption: alt[locale] ?? Object.values(alt)[0] ?? '',
        takenAt: null,
        alt,
        credit: row.credit,
        width: row.width ?? image.width,
        height: row.height ?? image.height,
        image,
        gallery: { slug: row.slug, title: textOf(row.title) },
      },
    ]
  })
}

/** The game's video link, its title in `locale` (English when that has none). */
export async function gameVideoOf(
  database: Database,
  gameId: number,
  locale = 'en',
): Promise<{ url: string; title: string } | null> {
  const [row] = await selectRows<{ url: string; title: LocalizedText }>(
    database,
    sql`SELECT url, title FROM game_videos WHERE game_id = ${gameId}`,
  )
  return row === undefined ? null : { url: row.url, title: row.title[locale] ?? row.title['en'] ?? '' }
}

export async function photosOf(
  database: Database,
  clientId: number,
  subject: PhotoSubject,
  locale = 'en',
): Promise<Photo[]> {
  return [
    ...(await galleryPhotosOf(database, clientId, subject, locale)),
    ...(await importedPhotosOf(database, clientId, subject, locale)),
  ]
}

/** Photos a season folder's media.json brought (no gallery). */
async function importedPhotosOf(
  database: Database,
  clientId: number,
  subject: PhotoSubject,
  locale: string,
): Promise<Photo[]> {
  if (subject.news !== undefined) {
    // An article's photos are its staff galleries; media.json brings none for articles.
    return []
  }
  const filters: SQL[] = [sql`ph.client_id = ${clientId}`, sql`ph.gallery_id IS NULL`]
  if (subject.club !== undefined) {
    filters.push(sql`ph.club_id = (SELECT id FROM clubs WHERE client_id = ${clientId} AND slug = ${subject.club})`)
  }
  if (subject.player !== undefined) {
    filters.push(
      sql`ph.player_id = (SELECT id FROM players WHERE client_id = ${clientId} AND slug = ${subject.player})`,
    )
  }
  if (subject.game !== undefined) {
    filters.push(sql`ph.game_id IN (SELECT g.id FROM games g JOIN league_seasons ls ON ls.id = g.league_season_id
      JOIN seasons s ON s.id = ls.season_id WHERE s.client_id = ${clientId} AND NOT ls.draft AND g.slug = ${subject.game})`)
  }
  if (subject.season !== undefined) {
    // A photo belongs to a season by the season folder that imported it, or by the day it was taken.
    filters.push(sql`EXISTS (SELECT 1 FROM seasons s WHERE s.client_id = ${clientId} AND s.slug = ${subject.season}
      AND (ph.import_season_id = s.id OR ph.taken_at::date BETWEEN s.start_date AND s.end_date))`)
  }
  const rows = await selectRows<{ url: string; caption: LocalizedText; taken_at: unknown }>(
    database,
    sql`SELECT ph.url, ph.caption, ph.taken_at FROM photos ph WHERE ${sql.join(filters, sql` AND `)} ORDER BY ph.taken_at DESC NULLS LAST, ph.id`,
  )
  return rows.map((row) => ({
    url: row.url,
    caption: row.caption[locale] ?? row.caption['en'] ?? '',
    alt: {},
    credit: null,
    width: null,
    height: null,
    image: null,
    gallery: null,
    takenAt:
      row.taken_at === null
        ? null
        : new Date(String(row.taken_at instanceof Date ? row.taken_at.toISOString() : row.taken_at)).toISOString(),
  }))
}
