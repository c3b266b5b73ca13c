// What is written and shown about the league: news, documents, photos and game videos, in several languages.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { clients, users } from './accounts.ts'
import { uploadedFiles } from './applications.ts'
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
    /** `draft` or `published`; a published item with a future `published_at` is scheduled. */
    status: text('status').notNull().default('published'),
    /** The document per language as sanitised HTML (news/sanitise.ts); `body` keeps its plain text. */
    bodyHtml: jsonb('body_html').$type<LocalizedText>(),
    coverFileId: uuid('cover_file_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff edit the item (a generated match report too): a re-import leaves it alone then. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** When followers of the named clubs and players were told; once per item, scheduled ones too. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
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
    /** regulations, bylaws, forms or media. */
    category: text('category').notNull().default('regulations'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while staff have taken the document down: fans see it again once it is cleared. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('documents_client_slug').on(table.clientId, table.slug)],
)

/** Each PDF a document has had; the newest version is the one the documents page shows first. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'restrict' }),
    /** What changed in this version, per language. */
    note: jsonb('note').$type<LocalizedText>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('document_versions_document_version').on(table.documentId, table.version)],
)

/** A photo gallery: about at most one game, club, player or news item (none: a general gallery). */
export const galleries = pgTable(
  'galleries',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'cascade' }),
    /** Null while staff are still putting it together: fans see published galleries only. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('galleries_client_slug').on(table.clientId, table.slug)],
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
    /** The staff gallery the photo is in; null for imported photos. */
    galleryId: integer('gallery_id').references(() => galleries.id, { onDelete: 'cascade' }),
    /** The uploaded original (uploads/); its responsive sizes are stored beside it. Null for imported photos. */
    fileId: uuid('file_id'),
    /** What the photo shows, per language, for screen readers. */
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
    credit: text('credit'),
    width: integer('width'),
    height: integer('height'),
    /** Order within the gallery. */
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('photos_gallery').on(table.galleryId),
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
