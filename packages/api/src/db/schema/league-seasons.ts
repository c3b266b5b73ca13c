// Competitions and seasons, and the competition played in one season (the league season) that the rest of
// the league data hangs off.
import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { SeasonFormat } from '../../contract/staff-seasons.ts'
import { clients } from './accounts.ts'

/** A stage of a league season, in play order. */
export type LeaguePhase = {
  slug: 'regular-season' | 'quarterfinal' | 'semifinal' | 'final'
  kind: 'league' | 'playoff'
}

export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('competitions_client_slug').on(table.clientId, table.slug)],
)

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
  },
  (table) => [uniqueIndex('seasons_client_slug').on(table.clientId, table.slug)],
)

/** A competition played in one season, e.g. the ABA League 2022-23. */
export const leagueSeasons = pgTable(
  'league_seasons',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    /** Source code of the season in game ids (`22` in `22_6`). */
    sourceCode: text('source_code').notNull(),
    name: text('name').notNull(),
    phases: jsonb('phases').$type<LeaguePhase[]>().notNull(),
    /** A season staff set up stays hidden from fans until they publish it (its games are written already). */
    draft: boolean('draft').notNull().default(false),
    /** How a season staff set up is played (rounds, tie-breaks, play-offs); null for imported seasons. */
    format: jsonb('format').$type<SeasonFormat>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('league_seasons_competition_season').on(table.competitionId, table.seasonId)],
)
