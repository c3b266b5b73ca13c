// What is written and shown about the league: news, documents, photos and game videos, in several languages.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { clients } from './accounts.ts'
import { clubs, players } from './clubs-and-players.ts'
import { seasons } from './league-seasons.ts'
import { games } from './schedule.ts'

/** Text per language code (`en`, `sr`, `sl`, `es`, `fr`, `ru`). */
export type LocalizedText = Partial<Record<string, string>>

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** `match-report` for the reports the importer writes. */
    kind: text('kind').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    coverImage: text('cover_image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    clubIds: integer('club_ids').array().notNull(),
    playerIds: integer('player_ids').array().notNull(),
    searchText: text('search_text').notNull(),
  },
  (table) => [
    uniqueIndex('news_client_slug').on(table.clientId, table.slug),
    index('news_published_at').on(table.publishedAt),
    index('news_club_ids').using('gin', table.clubIds),
    index('news_player_ids').using('gin', table.playerIds),
    index('news_search_trigram').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
)

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    url: text('url').notNull(),
    kind: text('kind').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('documents_client_slug').on(table.clientId, table.slug)],
)

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    caption: jsonb('caption').$type<LocalizedText>().notNull(),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** The season folder whose media.json brought the photo: a re-import of it replaces exactly these. */
    importSeasonId: integer('import_season_id').references(() => seasons.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('photos_club').on(table.clubId),
    index('photos_player').on(table.playerId),
    index('photos_game').on(table.gameId),
    index('photos_import_season').on(table.importSeasonId),
  ],
)

/** A game's video link (a recording or highlights), from a season folder's media.json. */
export const gameVideos = pgTable('game_videos', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
})
