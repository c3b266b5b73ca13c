// What a gallery is about, by slug on the way in and back to a slug on the way out: a game (of any season of
// the league), a club, a player or a news item. An unknown slug is the staff member's mistake (422), never
// a gallery about nothing.
import { sql } from 'drizzle-orm'
import type { GallerySubject, GallerySubjectKind } from '../contract/staff-galleries.ts'
import { selectRows, type Database } from '../db/connection.ts'
import { DomainError } from '../domain-errors.ts'

export type SubjectColumns = {
  gameId: number | null
  clubId: number | null
  playerId: number | null
  newsId: number | null
}

export const noSubject: SubjectColumns = { gameId: null, clubId: null, playerId: null, newsId: null }

const subjectWords: Record<GallerySubjectKind, string> = {
  game: 'game',
  club: 'club',
  player: 'player',
  news: 'news item',
}

function idQuery(clientId: number, subject: GallerySubject) {
  switch (subject.kind) {
    case 'game':
      return sql`SELECT g.id FROM games g JOIN league_seasons ls ON ls.id = g.league_season_id
        JOIN seasons s ON s.id = ls.season_id WHERE s.client_id = ${clientId} AND g.slug = ${subject.slug} LIMIT 1`
    case 'club':
      return sql`SELECT id FROM clubs WHERE client_id = ${clientId} AND slug = ${subject.slug}`
    case 'player':
      return sql`SELECT id FROM players WHERE client_id = ${clientId} AND slug = ${subject.slug}`
    case 'news':
      return sql`SELECT id FROM news WHERE client_id = ${clientId} AND slug = ${subject.slug}`
    default:
      return subject.kind satisfies never
  }
}

/** The columns a subject sets; throws a 422 naming the slug when the league has no such thing. */
export async function subjectColumnsOf(
  database: Database,
  clientId: number,
  subject: GallerySubject | null,
): Promise<SubjectColumns> {
  if (subject === null) {
    return noSubject
  }
  const [row] = await selectRows<{ id: number }>(database, idQuery(clientId, subject))
  if (row === undefined) {
    throw new DomainError(
      'refused',
      'subject_not_found',
      `This league has no ${subjectWords[subject.kind]} "${subject.slug}"`,
      {
        fields: { 'subject.slug': `No ${subjectWords[subject.kind]} with this address` },
      },
    )
  }
  const id = Number(row.id)
  return {
    gameId: subject.kind === 'game' ? id : null,
    clubId: subject.kind === 'club' ? id : null,
    playerId: subject.kind === 'player' ? id : null,
    newsId: subject.kind === 'news' ? id : null,
  }
}

/** SQL giving a gallery row `ga`'s subject as kind and slug (null for a general gallery). */
export const subjectSelect = sql`CASE
    WHEN ga.game_id IS NOT NULL THEN 'game' WHEN ga.club_id IS NOT NULL THEN 'club'
    WHEN ga.player_id IS NOT NULL THEN 'player' WHEN ga.news_id IS NOT NULL THEN 'news' END AS subject_kind,
  COALESCE((SELECT slug FROM games WHERE id = ga.game_id), (SELECT slug FROM clubs WHERE id = ga.club_id),
    (SELECT slug FROM players WHERE id = ga.player_id), (SELECT slug FROM news WHERE id = ga.news_id)) AS subject_slug`
