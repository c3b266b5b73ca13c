// `league-api replay <game> --speed 1..20 [--venue <slug>]`: replays a real game in this process, writing
// to the database and publishing on the live bus (Redis when REDIS_URL is set, so every API instance's
// streams carry it). With the embedded PGlite the running API holds the database: use the API's replay
// action then (POST /v2/live/games/{game}/replay), as README explains.
import { eq } from 'drizzle-orm'
import { join } from 'node:path'
import { z } from 'zod'
import { openDatabase } from '../db/connection.ts'
import { runMigrations } from '../db/migrate.ts'
import { clients } from '../db/schema/accounts.ts'
import { createLiveBus } from './index.ts'
import { createLiveGames } from './live-games.ts'
import { replayGame } from './replay.ts'
import { readClocks } from '@league/live/clock'

const replayCommandOptions = z.object({
  speed: z.coerce.number().min(1, 'at least 1').max(20, 'at most 20'),
  venue: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'venue: a slug such as dvorana-kresimir-cosic')
    .optional(),
  client: z.string().regex(/^[a-z0-9-]+$/),
  databaseUrl: z.string().url().optional(),
})

export class ReplayCommandError extends Error {}

export async function runReplayCommand(gameSlug: string, rawOptions: unknown): Promise<void> {
  const options = replayCommandOptions.parse(rawOptions)
  const stateFolder = process.env['API_DATA_DIR']
  const opened = await openDatabase({
    databaseUrl: options.databaseUrl ?? process.env['DATABASE_URL'],
    dataDirectory: stateFolder ? join(stateFolder, 'pglite') : undefined,
  })
  const bus = await createLiveBus({ redisUrl: process.env['REDIS_URL'] })
  try {
    await runMigrations(opened)
    const [client] = await opened.database.select().from(clients).where(eq(clients.slug, options.client)).limit(1)
    if (client === undefined) {
      throw new ReplayCommandError(`No client "${options.client}"`)
    }
    if (bus.kind === 'memory') {
      console.warn(
        'REDIS_URL is not set: only this process hears the replay. Use the API action to show it on screens.',
      )
    }
    const liveGames = createLiveGames({ bus, now: Date.now })
    console.log(
      `Replaying ${gameSlug} at ${options.speed}x${options.venue === undefined ? '' : ` at ${options.venue}`}…`,
    )
    let period = 0
    const final = await replayGame(
      {
        database: opened.database,
        liveGames,
        clientId: client.id,
        clientSlug: client.slug,
        waitUntil: (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()))),
        onEvent: (state) => {
          if (state.period !== period || state.phase === 'final') {
            period = state.period
            const clocks = readClocks(state, Date.now())
            console.log(
              `  ${state.phase} ${state.period} · ${state.home.name} ${state.home.score}:${state.away.score} ${state.away.name} · ${clocks.gameClockSeconds} s`,
            )
          }
        },
      },
      gameSlug,
      { speed: options.speed, ...(options.venue === undefined ? {} : { venue: options.venue }) },
    )
    console.log(
      `Final: ${final.home.name} ${final.home.score}:${final.away.score} ${final.away.name} (${final.sequence} events)`,
    )
  } finally {
    await bus.close()
    await opened.close()
  }
}
