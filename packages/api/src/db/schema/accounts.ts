// Platform tables: client leagues (tenants), user accounts and their sessions, e-mailed links, role
// invitations, push tokens and follows.
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
    /**
     * When the owner proved the address (the link of a verification, claim or reset e-mail, or Google's
     * `email_verified`); null until then, and an unverified account can be given no role.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
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

/**
 * One row per sign-in: every access token names its session (`sid`), and a token whose session is revoked
 * (logout, password change or reset, "sign out everywhere", a claimed address) is refused on its next use.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
)

/**
 * The single-use links e-mailed to a user: `verify_email` (24 h) and `reset_password` (1 h; the claim of an
 * address registered by someone else is a reset sent to its owner, and it verifies the address too). Only a
 * SHA-256 hash of the token is kept, so a read of this table opens no account.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify_email' | 'reset_password'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_tokens_user_id').on(table.userId)],
)

/**
 * A role offered to an e-mail address in one client league (`operator`, and the staff role to come): the
 * role is granted when the owner of a verified account with that address accepts it, signed in, through
 * the e-mailed link (token kept as a SHA-256 hash).
 */
export const roleInvitations = pgTable(
  'role_invitations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    role: text('role').$type<'operator' | 'staff'>().notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('role_invitations_client_email').on(table.clientId, table.email)],
)
