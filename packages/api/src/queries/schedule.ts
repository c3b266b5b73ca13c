// The schedule: every game of the client between two dates, optionally of one club.
import type { GameSummary } from '../contract/games.ts'
import type { Database } from '../db/connection.ts'
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
