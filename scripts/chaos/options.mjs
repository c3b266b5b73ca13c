// The chaos run's flags (see scripts/chaos.mjs for what each run does with them).
import { parseArgs } from 'node:util'

export const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:4000' },
    origin: { type: 'string', default: 'http://localhost:3000' },
    requests: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '300' },
    seed: { type: 'string', default: String(Date.now() % 100000) },
    'fault-seconds': { type: 'string', default: '0' },
    'fault-connections': { type: 'string', default: '50' },
    'kill-pid': { type: 'string' },
    'cut-url': { type: 'string' },
    'verify-database': { type: 'string' },
    'operator-email': { type: 'string' },
    'operator-password': { type: 'string' },
    'live-game': { type: 'string', default: '22-6' },
    abuse: { type: 'boolean', default: false },
  },
})
export const baseUrl = options.url.replace(/\/$/, '')
export const total = Number(options.requests)
export const seed = Number(options.seed)
