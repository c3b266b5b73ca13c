// Venue slugs as the screens name them: a venue's name slugified, within one client league.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { venues } from '../db/schema/league.ts'
import { slugify } from '../import/names/fold.ts'

/** Whether the client has a venue of this slug (its name slugified), so a screen's typo is told apart from a quiet hall. */
export async function isVenueOfClient(database: Database, clientId: number, venueSlug: string): Promise<boolean> {
  const rows = await database.select({ name: venues.name }).from(venues).where(eq(venues.clientId, clientId))
  return rows.some((row) => slugify(row.name) === venueSlug)
}
