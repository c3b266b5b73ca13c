// Starts the timer API on its own (TIMER_PORT, default 4100) against DATABASE_URL and REDIS_URL: the way to
// run it beside several API instances. With the embedded PGlite, the API process starts it instead (see
// src/server.ts), because only one process can open a PGlite folder.
import { serve } from '@hono/node-server'
import { openDatabase } from '../db/connection.ts'
import { logger } from '../http/log.ts'
import { createLiveBus } from '../live/index.ts'
import { createTimerApp } from './timer-app.ts'
import type { Server } from 'node:http'
import { limitServer, serverLimitsFrom } from '../http/server-limits.ts'
import { parseTrustedProxies } from '@league/client-league/trusted-proxies'

async function start(): Promise<void> {
  const databaseUrl = process.env['DATABASE_URL']
  if (databaseUrl === undefined || databaseUrl === '') {
    throw new Error('The timer service on its own needs DATABASE_URL; with PGlite the API starts it (TIMER_PORT).')
  }
  const opened = await openDatabase({ databaseUrl })
  const bus = await createLiveBus({ redisUrl: process.env['REDIS_URL'] })
  const port = Number(process.env['TIMER_PORT'] ?? 4100)
  const server = serve(
    {
      fetch: createTimerApp({ database: opened.database, bus, production: process.env['NODE_ENV'] === 'production' })
        .fetch,
      port,
      hostname: '0.0.0.0',
    },
    (info) => {
      logger.info('timer api listening', { port: info.port, bus: bus.kind })
    },
  ) as Server
  // The same slow-header, slow-body and per-address connection limits as the API (http/server-limits.ts).
  limitServer(server, serverLimitsFrom(process.env), parseTrustedProxies(process.env['TRUSTED_PROXY']))
}

start().catch((error: unknown) => {
  logger.error('timer api failed to start', { message: error instanceof Error ? error.message : String(error) })
  process.exit(1)
})
