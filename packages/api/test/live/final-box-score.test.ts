// A live game's final box score names its own league's players: two clients importing the same season hold
// the same source ids (players 2881, 3737 … in both aba and liga-sur), and the lines of aba's game must
// point at aba's players while liga-sur's copy of the game stays as imported.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoggedEvent } from '@league/live/events'
import { stateFromLog } from '@league/live/reducer'
import { and, eq } from 'drizzle-orm'
import { clients } from '../../src/db/schema/accounts.ts'
import { boxScoreLines, competitions, games, leagueSeasons, players } from '../../src/db/schema/league.ts'
import { importSeasons } from '../../src/import/import-seasons.ts'
import { writeFinalBoxScore } from '../../src/live/final-box-score.ts'
import { findLiveGame } from '../../src/live/game-log.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { dataFolder } from '../league/csv-season.ts'

let opened: TestDatabase

beforeAll(async () => {
  opened = await openTestDatabase('pglite')
  for (const clientSlug of ['aba', 'liga-sur']) {
    await importSeasons(opened.database, [join(dataFolder, 'aba-2022-23')], { clientSlug })
  }
}, 240_000)

afterAll(async () => {
  await opened.dispose()
})

async function clientIdOf(slug: string): Promise<number> {
  const [client] = await opened.database.select({ id: clients.id }).from(clients).where(eq(clients.slug, slug))
  return client?.id ?? -1
}

async function linesOf(clientId: number) {
  return opened.database
    .select({ playerClientId: players.clientId, sourceId: players.sourceId, points: boxScoreLines.points })
    .from(boxScoreLines)
    .innerJoin(games, eq(games.id, boxScoreLines.gameId))
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, games.leagueSeasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .innerJoin(players, eq(players.id, boxScoreLines.playerId))
    .where(and(eq(games.slug, '22-6'), eq(competitions.clientId, clientId)))
}

describe('given two clients that imported the same season', () => {
  it("should write a game's final box score with its own client's players only", async () => {
    const abaId = await clientIdOf('aba')
    const ligaSurId = await clientIdOf('liga-sur')
    const ligaSurBefore = await linesOf(ligaSurId)
    expect(ligaSurBefore.length).toBeGreaterThan(0)

    const game = await findLiveGame(opened.database, abaId, '22-6')
    const events: LoggedEvent['event'][] = [
      { type: 'starting_lineup', teamId: 'ZAD', playerIds: ['1221', '2357', '2633', '2881', '2852'] },
      { type: 'starting_lineup', teamId: 'SCD', playerIds: ['4182', '3737', '3656', '2560', '2853'] },
      { type: 'period_start', period: 1 },
      { type: 'clock_start' },
      { type: 'shot', teamId: 'ZAD', playerId: '2881', points: 3, made: true },
    ]
    const start = Date.parse('2022-10-01T18:00:00Z')
    const state = stateFromLog(
      game.setup,
      events.map((event, index) => ({ sequence: index + 1, at: start + index * 10_000, event })),
    )
    await writeFinalBoxScore(opened.database, game.id, state)

    const abaLines = await linesOf(abaId)
    expect(abaLines).toHaveLength(Object.keys(state.players).length)
    expect(new Set(abaLines.map((line) => line.playerClientId))).toEqual(new Set([abaId]))
    expect(abaLines.find((line) => line.sourceId === 2881)?.points).toBe(3)
    // liga-sur's game 22-6 keeps its imported lines, and none of them moved to aba's game.
    expect(await linesOf(ligaSurId)).toEqual(ligaSurBefore)
  })
})
