// Live points from an event to a subscribed squad page (issue #28: p99 ≤ 500 ms): a squad of ten players of
// 22-6 (Zadar – SC Derby, round 1 of ABA 2022-23) follows its live total on the API's stream (GET
// /v2/live/fantasy/squads/{squad}/stream) while the game's play-by-play is posted event by event through the
// live engine, as the operator console posts them (liveGames.post, by the replay). For each event that changes
// the squad's points (known beforehand from the same scoring the stream runs), the time from posting it to
// the stream's `points` message; the next event is posted once that message has arrived. Run by `pnpm bench`
// (scripts/bench/fantasy.mjs), or alone: `pnpm --filter @league/api bench:fantasy-live`. Prints the figures,
// and last a line `BENCH_FANTASY_LIVE_RESULT {json}` for the bench report.
import { createDemoClock } from '@league/client-league/demo-clock'
import type { LiveGameState } from '@league/live/state'
import { sql } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { createApp } from '../src/app.ts'
import { selectRows, type Database } from '../src/db/connection.ts'
import { fantasySquadPicks, fantasySquads } from '../src/db/schema/fantasy.ts'
import { liveSquadPoints, loadLiveSquad } from '../src/live/fantasy-live.ts'
import { createLiveGames } from '../src/live/live-games.ts'
import { createMemoryBus } from '../src/live/memory-bus.ts'
import { replayGame } from '../src/live/replay.ts'
import { latencyFigures, logAs, withWorkingDatabase } from './bench-fantasy-support.ts'

const gameSlug = '22-6'
/** A message that has not come within this long counts as missed (the target is 500 ms). */
const missedAfterMs = 10_000
const log = logAs('fantasy live')
const clock = createDemoClock(undefined)

/** Ten players of 22-6 by their source ids (as in test/live/fantasy-stream.test.ts), the first the captain. */
const picks = [
  [2881, 'court'],
  [2633, 'court'],
  [2931, 'court'],
  [4182, 'court'],
  [2853, 'court'],
  [4176, 'sixth'],
  [3950, 'bench'],
  [1228, 'bench'],
  [2357, 'bench'],
  [2483, 'bench'],
] as const

async function createSquad(database: Database): Promise<number> {
  const [game] = await selectRows<{ league_season_id: number }>(
    database,
    sql`SELECT league_season_id FROM games WHERE slug = ${gameSlug}`,
  )
  const players = await selectRows<{ id: number; source_id: number }>(
    database,
    sql`SELECT p.id, p.source_id FROM players p JOIN clients c ON c.id = p.client_id
        WHERE c.slug = 'aba' AND p.source_id IN (${sql.join(
          picks.map(([sourceId]) => sql`${sourceId}`),
          sql`, `,
        )})`,
  )
  const [squad] = await database
    .insert(fantasySquads)
    .values({
      leagueSeasonId: game?.league_season_id ?? 0,
      isDemo: true,
      name: 'Live bench',
      bankTenths: 0,
      joinedRound: 1,
    })
    .returning({ id: fantasySquads.id })
  const squadId = squad?.id ?? 0
  await database.insert(fantasySquadPicks).values(
    picks.map(([sourceId, slot], index) => ({
      squadId,
      playerId: players.find((player) => Number(player.source_id) === sourceId)?.id ?? 0,
      slot,
      captain: index === 0,
      position: 'guard' as const,
      boughtPriceTenths: 100,
    })),
  )
  return squadId
}

/** The stream's `points` messages as they arrive: `next()` waits for the next one, or answers null when missed. */
function pointsMessages(response: Response) {
  const body = response.body
  if (body === null) {
    throw new Error('the stream has no body')
  }
  const arrived: number[] = []
  let waiting: (() => void) | undefined
  const decoder = new TextDecoder()
  let buffer = ''
  void (async () => {
    for await (const chunk of body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true })
      let end = buffer.indexOf('\n\n')
      while (end !== -1) {
        if (buffer.slice(0, end).startsWith('event: points')) {
          arrived.push(performance.now())
          waiting?.()
        }
        buffer = buffer.slice(end + 2)
        end = buffer.indexOf('\n\n')
      }
    }
  })()
  return {
    async next(): Promise<number | null> {
      if (arrived.length === 0) {
        let timer: NodeJS.Timeout | undefined
        await new Promise<void>((resolve) => {
          waiting = resolve
          timer = setTimeout(resolve, missedAfterMs)
        })
        clearTimeout(timer)
        waiting = undefined
      }
      return arrived.shift() ?? null
    },
  }
}

async function main() {
  const result = await withWorkingDatabase(log, async (database) => {
    const squadId = await createSquad(database)
    const bus = createMemoryBus()
    const app = createApp({
      database,
      jwtSecret: new Uint8Array(randomBytes(32)),
      liveBus: bus,
      liveHeartbeatMs: 600_000,
    })
    const response = await app.request(`/v2/live/fantasy/squads/${squadId}/stream`, {
      headers: { Origin: 'http://localhost:3000', Accept: 'text/event-stream' },
    })
    const messages = pointsMessages(response)
    const squad = await loadLiveSquad(database, squadId, clock, [gameSlug])
    const [client] = await selectRows<{ id: number }>(database, sql`SELECT id FROM clients WHERE slug = 'aba'`)
    let serverClock = Date.now()
    let last = JSON.stringify(liveSquadPoints(squad, new Map()))
    let postedAt = 0
    let due = false
    const latencies: number[] = []
    let missed = 0
    let events = 0
    /** Before each post: the previous event's message, when it changed the squad's points. */
    const settlePrevious = async () => {
      if (due) {
        const arrivedAt = await messages.next()
        if (arrivedAt === null) {
          missed += 1
        } else {
          latencies.push(arrivedAt - postedAt)
        }
      }
      due = false
    }
    const loadAtStart = loadavg()[0]
    await replayGame(
      {
        database,
        liveGames: createLiveGames({ bus, now: () => serverClock }),
        clientId: client?.id ?? 0,
        clientSlug: 'aba',
        waitUntil: async (at) => {
          await settlePrevious()
          serverClock = Math.max(serverClock, at)
          postedAt = performance.now()
        },
        onEvent: (state: LiveGameState) => {
          events += 1
          const next = JSON.stringify(liveSquadPoints(squad, new Map([[gameSlug, state]])))
          due = next !== last
          last = next
        },
      },
      gameSlug,
      { speed: 20 },
    )
    await settlePrevious()
    const figures = { ...latencyFigures(latencies), events, missed, load: loadavg()[0], loadAtStart }
    log(
      `live points, event posted to the squad stream's message: p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms over ${figures.count} of ${events} events, ${missed} missed (load ${figures.load?.toFixed(1)})`,
    )
    return figures
  })
  console.log(`BENCH_FANTASY_LIVE_RESULT ${JSON.stringify(result)}`)
  // The stream stays open (its heartbeat timer) until the process ends.
  process.exit(0)
}

await main()
