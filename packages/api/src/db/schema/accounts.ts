// Platform tables: client leagues (tenants), user accounts, push tokens and follows.
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ClientSettings, ClientSponsor } from './client-settings.ts'

/** One row per client league; seeded from `clients/<slug>/client.json` on start. */
export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Hostnames the client's sites answer on (`aba.example.com`, `localhost`). */
  domains: text('domains')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  settings: jsonb('settings').$type<ClientSettings>().notNull(),
  sponsors: jsonb('sponsors')
    .$type<ClientSponsor[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  currentSeasonSlug: text('current_season_slug'),
})

/**
 * Accounts are platform-wide: one person signs in once for every client league. The email is stored
 * lower-cased with a unique index on `lower(email)`, which gives citext's case-insensitive uniqueness
 * without depending on the citext extension being installed on every PostgreSQL server.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    email: text('email'),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject').unique(),
    /** The language notifications are written in (`en`, `sr`…); null means the league's first language. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
)

/** Firebase Cloud Messaging registration tokens of a user's browsers and devices. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_tokens_user_id').on(table.userId)],
)

/**
 * What a user follows in one client league (`club`/`partizan`, `player`/`stefan-dordevic`). The client is
 * part of the key because two leagues can share a slug.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetSlug: text('target_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('follows_user_client_kind_target').on(table.userId, table.clientId, table.kind, table.targetSlug)],
)

/**
 * One row per notification topic (`game-final:<game id>`, `news:<news id>`) and push token it was sent to,
 * so a game's final score reaches each device once, whichever trigger (live engine, import) fires first.
 */
export const sentNotifications = pgTable(
  'sent_notifications',
  {
    topic: text('topic').notNull(),
    token: text('token').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.topic, table.token] })],
)
