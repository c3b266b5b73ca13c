// Replaying real games at 20× on a fake clock (no waiting in real time), on PGlite and PostgreSQL: the
// replay must end with the imported score and player lines, except the lines the play-by-play leaves
// incomplete (listed in data/aba-2022-23/README.md).
import { differingLines, type ImportedPlayerLine } from '@league/live/box-score-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveStreamEvent } from '../../src/contract/live.ts'
import { gameChannel, type LiveListener } from '../../src/live/bus.ts'
import { createLiveGames } from '../../src/live/live-games.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { replayGame } from '../../src/live/replay.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { csvRows } from '../league/csv-season.ts'

const kinds = await availableDatabaseKinds()

/** Server time at which every replay here starts. */
const replayStart = Date.UTC(2026, 10, 22, 19, 0, 0)

function number(value: string | undefined): number {
  return value === undefined || value === '' ? 0 : Number(value)
}

function importedLines(gameId: string): (ImportedPlayerLine & { teamId: string })[] {
  return csvRows('aba-2022-23', 'boxscores.csv')
    .filter((row) => row['game_id'] === gameId)
    .map((row) => ({
      playerId: row['player_id'] ?? '',
      teamId: row['team_id'] ?? '',
      played: row['played'] === '1',
      seconds: number(row['sec_played']),
      points: number(row['pts']),
      twoPointersMade: number(row['fg2m']),
      twoPointersAttempted: number(row['fg2a']),
      threePointersMade: number(row['fg3m']),
      threePointersAttempted: number(row['fg3a']),
      freeThrowsMade: number(row['ftm']),
      freeThrowsAttempted: number(row['fta']),
      offensiveRebounds: number(row['oreb']),
      defensiveRebounds: number(row['dreb']),
      assists: number(row['ast']),
      steals: number(row['stl']),
      turnovers: number(row['tov']),
      blocks: number(row['blk']),
      blocksAgainst: number(row['blk_against']),
      foulsCommitted: number(row['pf']),
      foulsDrawn: number(row['fd']),
      plusMinus: number(row['plus_minus']),
    }))
}

describe.each(kinds)('given games of 2022-23 replayed at 20× on %s', (kind) => {
  let opened: TestDatabase

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
  }, 120_000)

  afterAll(async () => {
    await opened.dispose()
  })

  /**
   * Replays a game of aba at 20× on a fake clock from `replayStart`, each event stored `lateMs` of server time
   * after it is due; `listen` hears every message published on the game's channel.
   */
  async function replayOnFakeClock(game: string, options: { lateMs: number; listen: LiveListener }) {
    let clock = replayStart
    const bus = createMemoryBus()
    const liveGames = createLiveGames({ bus, now: () => clock })
    const [client] = await opened.database.query.clients.findMany({ where: (table, { eq }) => eq(table.slug, 'aba') })
    if (client === undefined) {
      throw new Error('client aba not seeded')
    }
    await bus.subscribe(gameChannel('aba', game), options.listen)
    return replayGame(
      {
        database: opened.database,
        liveGames,
        clientId: client.id,
        clientSlug: 'aba',
        waitUntil: async (at) => {
          clock = Math.max(clock, at) + options.lateMs
        },
      },
      game,
      { speed: 20 },
    )
  }

  /** The clocks published with every `clock_stop` of a replay of 22-6 whose events are each stored `lateMs` late. */
  async function clocksAtStoppages(lateMs: number) {
    const stoppages: { gameClockSeconds: number; shotClockSeconds: number | null }[] = []
    const state = await replayOnFakeClock('22-6', {
      lateMs,
      listen: (message) => {
        const payload = message.payload as unknown as LiveStreamEvent
        if (payload.event.event.type === 'clock_stop') {
          const { gameClockSeconds, shotClockSeconds } = payload.clocks
          stoppages.push({ gameClockSeconds, shotClockSeconds })
        }
      },
    })
    expect([state.phase, state.home.score, state.away.score]).toEqual(['final', 96, 67])
    return stoppages
  }

  it.each([
    { game: '22-6', source: '22_6', score: [96, 67], home: [25, 16, 24, 31], exceptions: ['1221'] },
    { game: '22-205', source: '22_205', score: null, home: null, exceptions: [] },
    // Its play-by-play counts a free throw its running score never did: the replay sends the scorer's correction.
    // Billy Ray Ivey (4156): the play-by-play gives one of his baskets another value than the box score does.
    { game: '22-43', source: '22_43', score: [101, 97], home: null, exceptions: ['4156'] },
  ])(
    'should end $game with the imported score and lines except $exceptions',
    async ({ game, source, score, home, exceptions }) => {
      const published: number[] = []
      const state = await replayOnFakeClock(game, {
        lateMs: 0,
        listen: (message) => published.push(Number((message.payload['event'] as { sequence: number }).sequence)),
      })
      const gameRow = csvRows('aba-2022-23', 'games.csv').find((row) => row['game_id'] === source)
      expect(state.phase).toBe('final')
      expect([state.home.score, state.away.score]).toEqual(
        score ?? [Number(gameRow?.['home_score']), Number(gameRow?.['away_score'])],
      )
      expect(state.home.periodScores).toEqual(
        home ?? ['q1', 'q2', 'q3', 'q4'].map((quarter) => Number(gameRow?.[`home_${quarter}`])),
      )
      expect(state.away.periodScores).toEqual(
        ['q1', 'q2', 'q3', 'q4'].map((quarter) => Number(gameRow?.[`away_${quarter}`])),
      )
      expect(differingLines(state, importedLines(source), ['seconds']).map((line) => line.playerId)).toEqual(exceptions)
      // A whole game at 20×: 40 minutes of game time in 2 minutes of server time.
      expect(state.lastEventAt).toBe(replayStart + (40 * 60 * 1000) / 20)
      await new Promise((resolve) => queueMicrotask(() => resolve(undefined)))
      expect(published).toHaveLength(state.sequence)
    },
    120_000,
  )

  it('should show the same game and shot clocks at every stoppage of 22-6 when its events are stored late', async () => {
    const onTime = await clocksAtStoppages(0)
    // A busy machine: each event stored 250 ms of server time (5 s of game time at 20×) after it is due, so
    // the replay falls further behind wherever events come closer together than that.
    const late = await clocksAtStoppages(250)
    expect(late).toEqual(onTime)
    // The play-by-play of 22-6 has 66 stoppages and no shot-clock violation; the shot clock has not run out
    // at any of them (null, off, where the game clock shows less).
    expect(onTime).toHaveLength(66)
    expect(onTime.filter((stoppage) => stoppage.shotClockSeconds === 0)).toEqual([])
  }, 120_000)
})
