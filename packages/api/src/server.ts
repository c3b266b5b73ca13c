// Starts the API on a local port. The full product API grows in its own modules; this entry only wires them up.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const dataFolder = fileURLToPath(new URL('../../../data', import.meta.url))
const port = Number(process.env.API_PORT ?? 4000)

const app = new Hono()

// GET /health
app.get('/health', (context) => context.json({ status: 'ok' }))

// GET /seasons: the season folders shipped in data/
app.get('/seasons', (context) =>
  context.json({
    seasons: readdirSync(dataFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name.replace(/^aba-/, '')),
  }),
)

serve({ fetch: app.fetch, port, hostname: '0.0.0.0' }, (info) => {
  console.log(JSON.stringify({ level: 'info', message: 'api listening', port: info.port }))
})
