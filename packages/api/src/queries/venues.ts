// The league's venues, and the game a venue's screens show: the live one there, else the next scheduled
// one, else the last result.
import { sql } from 'drizzle-orm'
import type { GameSummary } from '../contract/games.ts'
import type { Venue } from '../contract/venues.ts'
import { selectRows, type Database } from '../db/connection.ts'
import { slugify } from '../import/names/fold.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
import { NotFoundError } from './errors.ts'
import { allSeasonBundles } from './season-data.ts'
import { gameSummary } from './shapes.ts'

type VenueRow = { id: number; name: string; capacity: number | null; location: string | null }

async function venueRows(database: Database, clientId: number): Promise<VenueRow[]> {
  return selectRows<VenueRow>(
    database,
    sql`SELECT id, name, capacity, location FROM venues WHERE client_id = ${clientId} ORDER BY name`,
  )
}

function venueOf(row: VenueRow): Venue {
  return { slug: slugify(row.name), name: row.name, capacity: row.capacity, location: row.location }
}

export async function listVenues(database: Database, clientId: number): Promise<Venue[]> {
  return (await venueRows(database, clientId)).map(venueOf)
}

/**
 * The game live at the venue now: it has live events and no `game_end`. A replay may show a game at another
 * venue than its own, so the live game's venue wins over the game's.
 */
async function liveGameAt(database: Database, venueId: number): Promise<string | null> {
  const [row] = await selectRows<{ slug: string }>(
    database,
    sql`SELECT g.slug FROM live_games lg JOIN games g ON g.id = lg.game_id
      WHERE coalesce(lg.venue_id, g.venue_id) = ${venueId}
        AND EXISTS (SELECT 1 FROM live_game_events e WHERE e.game_id = g.id)
        AND NOT EXISTS (SELECT 1 FROM live_game_events e WHERE e.game_id = g.id AND e.event->>'type' = 'game_end')
      ORDER BY (SELECT max(e.at) FROM live_game_events e WHERE e.game_id = g.id) DESC
      LIMIT 1`,
  )
  return row?.slug ?? null
}

function startOf(game: GameSummary): string {
  return `${game.date ?? ''}T${game.time ?? ''}`
}

export async function venueDetail(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  venueSlug: string,
): Promise<{ venue: Venue; currentGame: { kind: 'live' | 'next' | 'last'; game: GameSummary } | null }> {
  const row = (await venueRows(database, clientId)).find((candidate) => slugify(candidate.name) === venueSlug)
  if (row === undefined) {
    throw new NotFoundError('venue', venueSlug, `No venue "${venueSlug}" in this league`)
  }
  const liveSlug = await liveGameAt(database, row.id)
  const bundles = await allSeasonBundles(database, demoClock, clientId)
  const everyGame = bundles.flatMap((bundle) => bundle.games.map((game) => gameSummary(bundle, game)))
  const live = liveSlug === null ? undefined : everyGame.find((game) => game.slug === liveSlug)
  if (live !== undefined) {
    return { venue: venueOf(row), currentGame: { kind: 'live', game: live } }
  }
  const today = demoClock.date ?? new Date().toISOString().slice(0, 10)
  const here = everyGame
    .filter((game) => game.venue === row.name)
    .toSorted((first, second) => startOf(first).localeCompare(startOf(second)))
  const next = here.find((game) => game.status === 'scheduled' && game.date !== null && game.date >= today)
  if (next !== undefined) {
    return { venue: venueOf(row), currentGame: { kind: 'next', game: next } }
  }
  const last = here.findLast((game) => game.status !== 'scheduled')
  return { venue: venueOf(row), currentGame: last === undefined ? null : { kind: 'last', game: last } }
}
