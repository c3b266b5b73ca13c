// What clubs send the league: their team applications for a season (filled in through an unguessable link,
// reviewed by staff) and the files that came with them (crests, PDFs), kept outside the web root.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { ApplicationForm, ReviewComments } from '../../contract/team-application-form.ts'
import { clients, users } from './accounts.ts'
import { clubs } from './clubs-and-players.ts'
import { leagueSeasons } from './league-seasons.ts'

/**
 * One club's entry for one league season. The `uuid` is the key of the club's link (no account needed), so
 * it is random and never shown in lists a visitor can reach. `club_id` is null for a club new to the league
 * (`proposed_club_name` then says who was invited). Every change bumps `version`: a save or a staff action
 * naming an older version is refused, so two people never overwrite each other silently.
 */
export const teamApplications = pgTable(
  'team_applications',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    proposedClubName: text('proposed_club_name'),
    /** Where the link and the staff's requests for changes are e-mailed, besides the form's contacts. */
    contactEmail: text('contact_email'),
    /** draft, submitted, changes_requested, approved, rejected or withdrawn (contract/team-application-form.ts). */
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    /** The form's sections as last saved; a draft may be incomplete, never malformed. */
    form: jsonb('form').$type<ApplicationForm>().notNull(),
    /** The staff's comment per section when they last asked for changes; null otherwise. */
    review: jsonb('review').$type<ReviewComments>(),
    /** Why staff rejected it, shown on the club's link. */
    decisionNote: text('decision_note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('team_applications_client_status').on(table.clientId, table.status),
    index('team_applications_league_season').on(table.leagueSeasonId),
  ],
)

/**
 * A file a person sent (crest, PDF), stored under its generated `id` by the file store (uploads/store.ts):
 * on the local disk under the data folder, or in an S3-compatible bucket. The sender's file name is kept
 * for display only (`display_name`, cleaned), never used as a path. `is_public` files (an approved club's
 * crest) are served to anyone; the rest only to staff and to the holder of the application's link.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** crest or document (uploads/kinds.ts). */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    displayName: text('display_name').notNull(),
    applicationId: integer('application_id').references(() => teamApplications.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(false),
    /** A photo's copy (another format or width): the photo's main file, the widest JPEG. */
    originalFileId: uuid('original_file_id').references((): AnyPgColumn => uploadedFiles.id, { onDelete: 'cascade' }),
    /** Pixels of an image copy; null for other files. */
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploaded_files_application').on(table.applicationId),
    index('uploaded_files_original').on(table.originalFileId),
  ],
)
