// Live fantasy points from a live replay of a real game (22-6, Zadar 96–67 SC Derby, round 1 of 2022-23):
// each event moves the squad's live round total, and at the final whistle the total equals the points scored
// from the final box score (boxscores.csv, computed here independently: PIR × 1.1 for a win, captain ×2,
// sixth man ×1, bench ×0.5), with a player of another, finished game of the round counted from its box score.
import { applyEvent, stateFromLog } from '@league/live/reducer'
import type { LiveGameState } from '@league/live/state'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoClock } from '@league/client-league/demo-clock'
import { selectRows } from '../../src/db/connection.ts'
import { liveGamePoints, liveSquadPoints, loadLiveSquad } from '../../src/live/fantasy-live.ts'
import { readLog } from '../../src/live/game-log.ts'
import { createLiveGames } from '../../src/live/live-games.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { replayGame } from '../../src/live/replay.ts'
import { ELF_CLASSIC_RULES } from '@league/stats/fantasy/rules'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { csvRows } from '../league/csv-season.ts'
import { createFantasySquad, type TestPick } from './fantasy-squad-fixture.ts'

/** Source player id → slot; Luka Bozic (PIR 48) is captain. 1228 and 4176 played 22-1 (Crvena zvezda 87–67 MZT). */
const picks: TestPick[] = [
  { sourceId: 2881, slot: 'court', captain: true },
  { sourceId: 2633, slot: 'court', captain: false },
  { sourceId: 2931, slot: 'court', captain: false },
  { sourceId: 4182, slot: 'court', captain: false },
  { sourceId: 2853, slot: 'court', captain: false },
  { sourceId: 4176, slot: 'sixth', captain: false },
  { sourceId: 3950, slot: 'bench', captain: false },
  { sourceId: 1228, slot: 'bench', captain: false },
  { sourceId: 2357, slot: 'bench', captain: false },
  { sourceId: 2483, slot: 'bench', captain: false },
]

/** The squad's round points computed from boxscores.csv and games.csv alone. */
function expectedFromCsv(): number {
  const games = new Map(csvRows('aba-2022-23', 'games.csv').map((game) => [game['game_id'], game]))
  const lines = csvRows('aba-2022-23', 'boxscores.csv').filter((row) => ['22_6', '22_1'].includes(row['game_id'] ?? ''))
  let total = 0
  for (const pick of picks) {
    const line = lines.find((row) => row['player_id'] === String(pick.sourceId))
    const game = games.get(line?.['game_id'])
    const [own, other] =
      line?.['side'] === 'H'
        ? [game?.['home_score'], game?.['away_score']]
        : [game?.['away_score'], game?.['home_score']]
    const starterPoints = Math.round(Number(line?.['pir']) * (Number(own) > Number(other) ? 1.1 : 1) * 100) / 100
    const multiplier = pick.captain ? 2 : pick.slot === 'bench' ? 0.5 : 1
    total += Math.round(starterPoints * multiplier * 100) / 100
  }
  return Math.round(total * 100) / 100
}

describe('given a squad with players of 22-6 and 22-1, and 22-6 replayed live', () => {
  let opened: TestDatabase
  let squadId: number
  let log: Awaited<ReturnType<typeof readLog>>
  let gameId: number

  beforeAll(async () => {
    opened = await openImportedTestDatabase('pglite')
    squadId = await createFantasySquad(opened.database, '22-6', picks)
    let clock = Date.UTC(2026, 10, 22, 19, 0, 0)
    const liveGames = createLiveGames({ bus: createMemoryBus(), now: () => clock })
    const [client] = await selectRows<{ id: number }>(opened.database, sql`SELECT id FROM clients WHERE slug = 'aba'`)
    await replayGame(
      {
        database: opened.database,
        liveGames,
        clientId: client?.id ?? 0,
        clientSlug: 'aba',
        waitUntil: async (at) => {
          clock = Math.max(clock, at)
        },
      },
      '22-6',
      { speed: 20 },
    )
    const [game] = await selectRows<{ id: number }>(opened.database, sql`SELECT id FROM games WHERE slug = '22-6'`)
    gameId = game?.id ?? 0
    log = await readLog(opened.database, gameId)
  }, 180_000)

  afterAll(async () => {
    await opened.dispose()
  })

  it('should move the live total with the events and end at the points of the final box score', async () => {
    const context = await loadLiveSquad(opened.database, squadId, createDemoClock(undefined), ['22-6'])
    expect(context.round.sequence).toBe(1)
    const setupState = stateFromLog((await liveStateSetup()).setup, [])
    let state: LiveGameState = setupState
    const totals: number[] = []
    for (const logged of log) {
      state = applyEvent(state, logged)
      totals.push(liveSquadPoints(context, new Map([['22-6', state]])).total)
    }
    expect(state.phase).toBe('final')
    // Only Jaylen Adams (sixth man, 22-1: PIR 16 in a win, 17.6) and Luka Mitrovic (bench, 22-1: PIR 11 in a
    // win, 12.1 × 0.5) count before the tip-off of 22-6.
    expect(liveSquadPoints(context, new Map([['22-6', setupState]])).total).toBe(23.65)
    expect(new Set(totals).size).toBeGreaterThan(50)
    expect(totals.at(-1)).toBe(expectedFromCsv())
    // Once 22-6 is no longer live, its points come from its final box score, as the settlement scores them:
    // on 2022-10-01 (DEMO_AS_OF) round 1 is in play with 22-6 and 22-1 played.
    const afterTheGame = await loadLiveSquad(opened.database, squadId, createDemoClock('2022-10-01'), [])
    expect(afterTheGame.round.sequence).toBe(1)
    expect(liveSquadPoints(afterTheGame, new Map()).total).toBe(expectedFromCsv())
  })

  it('should give each player of the live game the points of his final line at the end', async () => {
    const final = stateFromLog((await liveStateSetup()).setup, log)
    const points = liveGamePoints(final, ELF_CLASSIC_RULES)
    // Luka Bozic: PIR 48, Zadar won: 52.8. Loren Jackson: PIR 11, SC Derby lost: 11.
    expect(points.get('2881')).toBe(52.8)
    expect(points.get('4182')).toBe(11)
  })

  it('should explain a live pick with PIR’s parts so far, the same live at the end as from the final box score', async () => {
    const context = await loadLiveSquad(opened.database, squadId, createDemoClock(undefined), ['22-6'])
    const bozic = context.playerIdOfSource.get('2881')
    const final = stateFromLog((await liveStateSetup()).setup, log)
    const live = liveSquadPoints(context, new Map([['22-6', final]])).picks.find((pick) => pick.playerId === bozic)
    // Luka Bozic, 22-6: 30 PTS, 13 REB, 7 AST, 1 STL, 7 fouls drawn, 7 missed field goals, 2 TO, 1 shot blocked.
    expect({ parts: live?.parts, winBonus: live?.winBonus }).toEqual({
      parts: [
        { key: 'points', value: 30, points: 30 },
        { key: 'rebounds', value: 13, points: 13 },
        { key: 'assists', value: 7, points: 7 },
        { key: 'steals', value: 1, points: 1 },
        { key: 'foulsDrawn', value: 7, points: 7 },
        { key: 'missedFieldGoals', value: 7, points: -7 },
        { key: 'turnovers', value: 2, points: -2 },
        { key: 'blocksAgainst', value: 1, points: -1 },
      ],
      winBonus: 4.8,
    })
    const afterTheGame = await loadLiveSquad(opened.database, squadId, createDemoClock('2022-10-01'), [])
    const settled = liveSquadPoints(afterTheGame, new Map()).picks.find((pick) => pick.playerId === bozic)
    expect({ parts: settled?.parts, winBonus: settled?.winBonus }).toEqual({ parts: live?.parts, winBonus: 4.8 })
    // Before the tip-off of 22-6 its players have nothing to explain yet.
    const before = liveSquadPoints(context, new Map([['22-6', await liveStateSetup()]]))
    expect(before.picks.find((pick) => pick.playerId === bozic)?.parts).toEqual([])
  })

  async function liveStateSetup(): Promise<LiveGameState> {
    const { findLiveGame } = await import('../../src/live/game-log.ts')
    const [client] = await selectRows<{ id: number }>(opened.database, sql`SELECT id FROM clients WHERE slug = 'aba'`)
    const game = await findLiveGame(opened.database, client?.id ?? 0, '22-6')
    return stateFromLog(game.setup, [])
  }
})
