// The schedule: every game of the client between two dates, optionally of one club; and documents.
import { sql } from 'drizzle-orm'
import type { GameSummary } from '../contract/games.ts'
import { selectRows, type Database } from '../db/connection.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
import { allSeasonBundles } from './season-data.ts'
import { gameSummary } from './shapes.ts'

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() + days)
  return moment.toISOString().slice(0, 10)
}

/** Defaults: from the demo date (or today) for two weeks. */
export async function schedule(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  options: { from?: string | undefined; to?: string | undefined; team?: string | undefined },
): Promise<{ from: string; to: string; games: GameSummary[] }> {
  const from = options.from ?? demoClock.date ?? new Date().toISOString().slice(0, 10)
  const to = options.to ?? addDays(from, 13)
  const bundles = await allSeasonBundles(database, demoClock, clientId)
  const games: GameSummary[] = []
  for (const bundle of bundles.toReversed()) {
    const team =
      options.team === undefined ? undefined : bundle.teams.find((candidate) => candidate.clubSlug === options.team)
    if (options.team !== undefined && team === undefined) {
      continue
    }
    for (const game of bundle.games) {
      if (game.date === null || game.date < from || game.date > to) {
        continue
      }
      if (team !== undefined && game.homeCode !== team.code && game.awayCode !== team.code) {
        continue
      }
      games.push(gameSummary(bundle, game))
    }
  }
  return { from, to, games }
}

export async function listDocuments(database: Database, clientId: number) {
  const rows = await selectRows<{
    slug: string
    title: Record<string, string>
    url: string
    kind: string
    published_at: unknown
  }>(
    database,
    sql`SELECT slug, title, url, kind, published_at FROM documents WHERE client_id = ${clientId} ORDER BY published_at DESC`,
  )
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    url: row.url,
    kind: row.kind,
    publishedAt:
      row.published_at instanceof Date
        ? row.published_at.toISOString()
        : new Date(String(row.published_at)).toISOString(),
  }))
}
