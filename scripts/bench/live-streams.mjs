// What the live benches share (bench-live, bench-subscribers, bench-screens): the operator account made before
// the API opens its embedded database, an API of their own to measure, a stream reader that stamps each
// event's arrival, the operator's posts, the percentiles, and the process figures (resident memory, load).
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { environment, root, waitUntilAnswering } from '../bootstrap.mjs'

/** The aba client's origin: the API names the client of a request by it. */
export const origin = 'http://localhost:3000'
/** The e2e suite's operator (e2e/support/live-operator.ts makes it), who may start a replay. */
export const operator = { email: 'scorer@e2e.example', password: 'a scorer password for e2e' }

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

/**
 * The API from source on `dataDirectory` at `port` (the timer on the next one), node with tsx's loader rather
 * than the tsx CLI, so the measured process is the server itself. `nodeFlags` come before the loader
 * (BENCH_API_NODE_FLAGS adds more, for example `--cpu-prof --cpu-prof-dir=…` to profile a run). Answers its
 * url, pid and `stop()` once it answers `/ready`; stopped when this process exits.
 */
export async function startLiveApi({ port, dataDirectory, variables = {}, nodeFlags = [] }) {
  const extraFlags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean)
  const api = spawn(process.execPath, [...nodeFlags, ...extraFlags, '--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'packages', 'api'),
    env: {
      ...environment,
      API_PORT: String(port),
      API_DATA_DIR: dataDirectory,
      LOG_LEVEL: 'warn',
      TIMER_PORT: String(port + 1),
      // The subscribers stand for many visitors, as the site forwards them (see `readStream`).
      TRUSTED_PROXY: '127.0.0.1',
      ...variables,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => api.once('exit', resolve))
  // SIGTERM lets the API stop cleanly (and write a CPU profile when asked for one); wait for it to go.
  const stop = async () => {
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM')
      await exited
    }
  }
  process.on('exit', () => api.exitCode === null && api.kill('SIGTERM'))
  const url = `http://127.0.0.1:${port}`
  if (!(await waitUntilAnswering(`${url}/ready`))) {
    await stop()
    throw new Error('the API did not become ready')
  }
  return { url, pid: api.pid, stop }
}

/**
 * One SSE stream over its own HTTP/1.1 connection: `onOpen()` when it answers 200, `onSnapshot()` per
 * snapshot, `onLive(arrivedAt, event)` per `live` event (arrivedAt stamped when its bytes came, before any
 * parsing), `onFailure(reason)` once if it is refused or cut off before it is closed. Answers the closer.
 */
export function readStream(url, headers, { onOpen = () => {}, onSnapshot = () => {}, onLive, onFailure }) {
  let closing = false
  let failed = false
  const fail = (reason) => {
    if (!closing && !failed) {
      failed = true
      onFailure(reason)
    }
  }
  const outgoing = request(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
    if (response.statusCode !== 200) {
      fail(`HTTP ${response.statusCode}`)
      response.resume()
      return
    }
    onOpen()
    response.setEncoding('utf8')
    let pending = ''
    response.on('data', (chunk) => {
      const arrivedAt = Date.now()
      pending += chunk
      let end = pending.indexOf('\n\n')
      while (end !== -1) {
        readBlock(pending.slice(0, end), arrivedAt, onSnapshot, onLive)
        pending = pending.slice(end + 2)
        end = pending.indexOf('\n\n')
      }
    })
    response.on('close', () => fail('stream ended'))
  })
  outgoing.on('error', (error) => fail(error.code ?? error.message))
  outgoing.end()
  return () => {
    closing = true
    outgoing.destroy()
  }
}

/** One SSE message block: a snapshot is only counted; a live event's JSON is parsed for its server time. */
function readBlock(block, arrivedAt, onSnapshot, onLive) {
  if (block.startsWith('event: snapshot')) {
    onSnapshot()
  } else if (block.startsWith('event: live')) {
    const data = block.indexOf('\ndata: ')
    if (data !== -1) {
      onLive(arrivedAt, JSON.parse(block.slice(data + 7)))
    }
  }
}

/** A JSON POST to the API as the aba client's site makes it; answers the parsed answer. */
export async function postJson(apiUrl, path, body, token) {
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

/** The operator's access token. */
export async function signInOperator(apiUrl) {
  const { access_token: token } = await postJson(apiUrl, '/auth/login', operator)
  return token
}

export function percentile(sorted, fraction) {
  if (sorted.length === 0) {
    return Number.NaN
  }
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]
}

// The kernel counts a process's CPU in clock ticks, 100 a second on Linux (getconf CLK_TCK).
const ticksPerSecond = 100

/** The process's CPU time so far (user and system), from /proc/<pid>/stat. */
export function processCpuMilliseconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // After the command name in parentheses: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000
}

export function residentKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}

/** The machine may be shared: its one-minute load tells whether other work ran meanwhile. */
export function loadAverage() {
  return Math.round(loadavg()[0] * 10) / 10
}
