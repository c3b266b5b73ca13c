// The scoresheet's header facts of a game (competition, phase, date, place, referees), as the game centre
// reads them, so the sheet and the site never name a game differently.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { Database } from '../db/connection.ts'
import { findGame, gameHeader } from '../queries/games.ts'
import type { GameFacts } from './scoresheet-data.ts'

export async function gameFacts(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  gameSlug: string,
): Promise<GameFacts> {
  const header = await gameHeader(database, await findGame(database, demoClock, clientId, gameSlug))
  return {
    competition: header.league.name,
    season: header.season,
    phase: header.phaseName,
    round: header.round,
    date: header.date,
    time: header.time,
    venue: header.venue?.name ?? null,
    attendance: header.attendance,
    referees: header.referees,
  }
}
