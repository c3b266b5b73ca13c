// `node scripts/bench-live.mjs`: event → SSE subscriber latency and the API's memory per 1,000 subscribers.
// Starts its own API on an embedded database (BENCH_LIVE_DATA_DIR reuses one and skips the import), makes
// an operator account before the API opens the database, opens BENCH_LIVE_SUBSCRIBERS (1,000) streams of
// 22-6, replays the game at 20× for BENCH_LIVE_SECONDS (20) and measures, for every event at every
// subscriber, the time from the event's server time (stamped when it is published) to its arrival. Prints
// the figures; `--write` also writes bench/results/live-<date>.md. `pnpm bench` calls `measureLive` too.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { environment, root, waitUntilAnswering } from './bootstrap.mjs'

const origin = 'http://localhost:3000'
const operator = { email: 'scorer@e2e.example', password: 'a scorer password for e2e' }

function residentKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) {
    return Number.NaN
  }
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]
}

/** One SSE subscriber over a plain HTTP/1.1 connection; calls `onLive(arrivedAt, event)` per `live` event. */
function subscribe(apiUrl, path, onSnapshot, onLive) {
  const url = new URL(path, apiUrl)
  const outgoing = request(url, { agent: false, headers: { origin, accept: 'text/event-stream' } }, (response) => {
    response.setEncoding('utf8')
    let pending = ''
    response.on('data', (chunk) => {
      const arrivedAt = Date.now()
      pending += chunk
      const blocks = pending.split('\n\n')
      pending = blocks.pop() ?? ''
      for (const block of blocks) {
        const kind = /^event: (\w+)/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (kind === 'snapshot') {
          onSnapshot()
        } else if (kind === 'live' && data !== undefined) {
          onLive(arrivedAt, JSON.parse(data))
        }
      }
    })
  })
  outgoing.on('error', () => {})
  outgoing.end()
  return () => outgoing.destroy()
}

async function post(apiUrl, path, body, token) {
  const response = await fetch(new URL(path, apiUrl), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  if (!response.ok) {
    throw new Error(`POST ${path}: ${response.status} ${await response.text()}`)
  }
  return response.json()
}

/**
 * Against a running API (its process id for the memory figure) whose database has the operator account:
 * opens `subscribers` streams of 22-6, replays it for `seconds`, and answers the latency percentiles and the
 * resident memory the streams cost.
 */
export async function measureLive({ apiUrl, apiPid, subscribers = 1000, seconds = 20 }) {
  const { access_token: token } = await post(apiUrl, '/auth/login', operator)
  global.gc?.()
  const before = residentKiB(apiPid)
  const latencies = []
  let connected = 0
  let allConnected
  const everyoneConnected = new Promise((resolve) => {
    allConnected = resolve
  })
  const closers = []
  for (let index = 0; index < subscribers; index += 1) {
    closers.push(
      subscribe(
        apiUrl,
        '/v2/live/games/22-6/stream',
        () => {
          connected += 1
          if (connected === subscribers) {
            allConnected()
          }
        },
        (arrivedAt, event) => latencies.push(arrivedAt - event.serverTime),
      ),
    )
  }
  await everyoneConnected
  const after = residentKiB(apiPid)
  await post(apiUrl, '/v2/live/games/22-6/replay', { speed: 20 }, token)
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  for (const close of closers) {
    close()
  }
  latencies.sort((a, b) => a - b)
  return {
    subscribers,
    seconds,
    deliveries: latencies.length,
    events: Math.round(latencies.length / subscribers),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? Number.NaN,
    memoryPerThousandMiB: Math.round(((after - before) / 1024) * (1000 / subscribers) * 10) / 10,
    apiResidentMiB: Math.round(after / 1024),
  }
}

/** Makes the operator account on the embedded database in `dataDirectory` (before the API opens it). */
export function prepareOperator(dataDirectory) {
  const result = spawnSync('pnpm', ['--filter', '@league/api', 'exec', 'tsx', '../../e2e/support/live-operator.ts'], {
    cwd: root,
    env: { ...environment, API_DATA_DIR: dataDirectory },
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    throw new Error('could not make the operator account')
  }
}

export function liveMarkdown(figures, date) {
  const verdict = figures.p99Ms <= 200 ? 'meets' : 'misses'
  return [
    `# Live bench, ${date}`,
    '',
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; API on the embedded PGlite,`,
    'in-process bus; subscribers are plain HTTP/1.1 connections from one Node process on the same machine.',
    `Replay of 22-6 at 20× for ${figures.seconds} s: ${figures.events} events × ${figures.subscribers} subscribers = ${figures.deliveries} deliveries.`,
    '',
    '| Figure | Value | Target |',
    '| --- | --- | --- |',
    `| Event → subscriber latency p50 | ${figures.p50Ms} ms | |`,
    `| Event → subscriber latency p99 | ${figures.p99Ms} ms | ≤ 200 ms (${verdict}) |`,
    `| Slowest delivery | ${figures.maxMs} ms | |`,
    `| API memory per 1,000 subscribers | ${figures.memoryPerThousandMiB} MiB | |`,
    `| API resident memory with them | ${figures.apiResidentMiB} MiB | |`,
    '',
  ].join('\n')
}

async function main() {
  const port = Number(process.env.BENCH_LIVE_PORT ?? 4450)
  const dataDirectory = process.env.BENCH_LIVE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'league-bench-live-'))
  prepareOperator(dataDirectory)
  // node with tsx's loader, not the tsx CLI: the measured process must be the server itself.
  const api = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'packages', 'api'),
    env: {
      ...environment,
      API_PORT: String(port),
      API_DATA_DIR: dataDirectory,
      LOG_LEVEL: 'warn',
      TIMER_PORT: String(port + 1),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => api.exitCode === null && api.kill('SIGTERM')
  process.on('exit', stop)
  try {
    const apiUrl = `http://127.0.0.1:${port}`
    if (!(await waitUntilAnswering(`${apiUrl}/ready`))) {
      throw new Error('the API did not become ready')
    }
    const figures = await measureLive({
      apiUrl,
      apiPid: api.pid,
      subscribers: Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 1000),
      seconds: Number(process.env.BENCH_LIVE_SECONDS ?? 20),
    })
    console.log(JSON.stringify(figures, null, 2))
    if (process.argv.includes('--write')) {
      const date = new Date().toISOString().slice(0, 10)
      mkdirSync(join(root, 'bench', 'results'), { recursive: true })
      writeFileSync(join(root, 'bench', 'results', `live-${date}.md`), liveMarkdown(figures, date))
      console.log(`wrote bench/results/live-${date}.md`)
    }
  } finally {
    stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main()
}
