// Venues (arenas, with details from teams.csv and venues.csv) and referees.
import { eq, sql } from 'drizzle-orm'
import { referees, venues } from '../../db/schema/league.ts'
import type { ImportRow } from '../bulk-upsert.ts'
import type { ImportContext } from '../import-context.ts'
import { slugify } from '../names/fold.ts'
import type { SeasonFiles } from '../season-files.ts'

type VenueDetails = { capacity: number | null; lat: number | null; lng: number | null; location: string | null }

/** Every venue a game, a team or venues.csv names; fills `context.ids.venues` by name. */
export async function writeVenues(context: ImportContext, seasonFiles: SeasonFiles[]): Promise<void> {
  const clientId = context.ids.clientId
  const rows = new Map<string, ImportRow<typeof venues>>()
  const remember = (name: string | null, details: VenueDetails): void => {
    if (name === null) {
      return
    }
    // A venue named only by a game keeps the details another file gave.
    if (rows.has(name) && details.capacity === null && details.lat === null && details.location === null) {
      return
    }
    rows.set(name, {
      clientId,
      name,
      capacity: details.capacity,
      latitude: details.lat,
      longitude: details.lng,
      location: details.location,
    })
  }
  const unknown = { capacity: null, lat: null, lng: null, location: null }
  for (const season of seasonFiles) {
    for (const game of season.games) {
      remember(game.venue, unknown)
    }
    for (const team of season.teams) {
      remember(team.home_venue, {
        capacity: team.venue_capacity,
        lat: team.venue_lat,
        lng: team.venue_lng,
        location: team.venue_location,
      })
    }
    for (const venue of season.venues) {
      remember(venue.venue, venue)
    }
  }
  await context.upsert(venues, { key: ['clientId', 'name'], rows: [...rows.values()] })
  for (const [name, id] of await context.idsBy<string>(
    sql`SELECT ${venues.id} AS id, ${venues.name} AS key FROM ${venues} WHERE ${eq(venues.clientId, clientId)}`,
  )) {
    context.ids.venues.set(name, id)
  }
}

/** Every referee the games name; fills `context.ids.referees` by name. */
export async function writeReferees(context: ImportContext, seasonFiles: SeasonFiles[]): Promise<void> {
  const clientId = context.ids.clientId
  const names = new Set<string>()
  for (const game of seasonFiles.flatMap((season) => season.games)) {
    for (const referee of [game.referee1, game.referee2, game.referee3]) {
      if (referee !== null) {
        names.add(referee)
      }
    }
  }
  await context.upsert(referees, {
    key: ['clientId', 'name'],
    rows: [...names].map((name) => ({ clientId, slug: slugify(name), name })),
  })
  for (const [name, id] of await context.idsBy<string>(
    sql`SELECT ${referees.id} AS id, ${referees.name} AS key FROM ${referees} WHERE ${eq(referees.clientId, clientId)}`,
  )) {
    context.ids.referees.set(name, id)
  }
}
