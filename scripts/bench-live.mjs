// `node scripts/bench-live.mjs`: event → SSE subscriber latency and the API's memory per 1,000 subscribers.
// Starts its own API on an embedded database (BENCH_LIVE_DATA_DIR reuses one and skips the import), makes
// an operator account before the API opens the database, opens BENCH_LIVE_SUBSCRIBERS (1,000) streams of
// 22-6 from BENCH_LIVE_SUBSCRIBER_PROCESSES (4) processes, replays the game at 20× for BENCH_LIVE_SECONDS
// (20) and measures, for every event at every subscriber, the time from the event's server time (stamped
// when it is published) to its arrival. A subscriber without its snapshot after
// BENCH_LIVE_SNAPSHOT_TIMEOUT_SECONDS (60) counts as timed out, one refused or cut off as failed; the run
// reports them and goes on. Then, the replay gone on to its end (611 events), the API's CPU per
// stream connection, fresh and resumed with Last-Event-ID (bench/stream-resume.mjs; BENCH_LIVE_RESUME=0
// skips it). Prints the figures; `--write` also writes bench/results/live-<date>.md.
// `pnpm bench` calls `measureLive` and `measureResume` too.
import { fork } from 'node:child_process'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { environment, root } from './bootstrap.mjs'
import {
  loadAverage,
  origin,
  percentile,
  processCpuMilliseconds,
  postJson,
  prepareOperator,
  readStream,
  residentKiB,
  signInOperator,
  startLiveApi,
} from './bench/live-streams.mjs'
import { measureResume, resumeSummary } from './bench/stream-resume.mjs'
import { addressFloodMarkdown, measureAddressFlood } from './bench/address-flood.mjs'

/** Subscribers opened by this process: each is its own visitor to the API's per-address caps. */
let subscribersOpened = 0

/** One subscriber of `path`: its own visitor, named as the site names its visitors (see `readStream`). */
function subscribe(apiUrl, path, handlers) {
  subscribersOpened += 1
  // The bench's API trusts the loopback address as a proxy, so each forwarded address counts on its own.
  const visitor = `10.${process.pid & 255}.${(subscribersOpened >> 8) & 255}.${subscribersOpened & 255}`
  return readStream(new URL(path, apiUrl), { origin, 'x-forwarded-for': visitor }, handlers)
}

/**
 * In a subscriber process (`--subscribe`, forked by `measureLive`): opens its share of the streams when the
 * parent asks, answers once each has its snapshot, failed or timed out, and answers its latencies and event
 * counts when asked to close. One process per share, so no subscriber waits for another's parsing.
 */
function serveSubscriberProcess() {
  const latencies = []
  const closers = []
  let eventsBySubscriber = []
  // How late this process itself ran its callbacks while the events came: a delivery it read late is the
  // bench's delay, not the API's.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  // A measurement that ends or is stopped takes its subscribers with it.
  process.on('disconnect', () => process.exit(0))
  process.on('message', async (message) => {
    if (message.type === 'open') {
      const {
        apiUrl,
        path,
        count,
        snapshotTimeoutSeconds,
        openingGapMs = 0,
        attempts = 1,
        retryPauseMs = 3000,
      } = message
      eventsBySubscriber = Array.from({ length: count }, () => 0)
      const failures = new Map()
      let connected = 0
      let failed = 0
      let retries = 0
      let settle
      const everyoneSettled = new Promise((resolve) => {
        settle = resolve
      })
      const checkSettled = () => {
        if (connected + failed >= count) {
          settle()
        }
      }
      for (let index = 0; index < count; index += 1) {
        // A crowd arrives over time: a gap between openings spreads them (none by default: all at once).
        if (openingGapMs > 0 && index > 0) {
          await new Promise((resolve) => setTimeout(resolve, openingGapMs))
        }
        let started = false
        const open = (attempt) =>
          subscribe(apiUrl, path, {
            onSnapshot: () => {
              if (!started) {
                started = true
                connected += 1
                checkSettled()
              }
            },
            onLive: (arrivedAt, event) => {
              eventsBySubscriber[index] += 1
              latencies.push(arrivedAt - event.serverTime)
            },
            onFailure: (reason) => {
              failures.set(reason, (failures.get(reason) ?? 0) + 1)
              if (started) {
                return
              }
              // As an EventSource does: a connection refused or reset before its stream began is tried again
              // after a pause, here at most `attempts` times in all.
              if (attempt < attempts) {
                retries += 1
                setTimeout(() => closers.push(open(attempt + 1)), retryPauseMs)
              } else {
                failed += 1
                checkSettled()
              }
            },
          })
        closers.push(open(1))
      }
      checkSettled()
      let timer
      await Promise.race([
        everyoneSettled,
        new Promise((resolve) => {
          timer = setTimeout(resolve, snapshotTimeoutSeconds * 1000)
        }),
      ])
      clearTimeout(timer)
      loopDelay.enable()
      process.send({ type: 'settled', connected, failed, retries, failures: Object.fromEntries(failures) })
    } else if (message.type === 'close') {
      for (const close of closers) {
        close()
      }
      // The parent ends this process once it has read the answer (see `measureLive`): exiting right after
      // sending could end it before a large answer had been read.
      loopDelay.disable()
      process.send({
        type: 'results',
        latencies,
        eventsBySubscriber,
        loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
        loopDelayMaxMs: Math.round(loopDelay.max / 1e6),
      })
    }
  })
}

/** A forked subscriber process and a way to wait for its next answer of a kind. */
function startSubscriberProcess() {
  const child = fork(fileURLToPath(import.meta.url), ['--subscribe'], { env: environment, stdio: 'inherit' })
  const answers = new Map()
  child.on('message', (message) => {
    answers.get(message.type)?.(message)
  })
  const next = (type) =>
    new Promise((resolve, reject) => {
      answers.set(type, resolve)
      child.once('exit', (code) => reject(new Error(`a subscriber process ended (${code}) before answering ${type}`)))
    })
  return { child, next }
}

/**
 * Against a running API (its process id for the memory figure) whose database has the operator account:
 * opens `subscribers` streams of 22-6 from `subscriberProcesses` processes, replays it for `seconds`, and
 * answers the latency percentiles and the resident memory the streams cost. Every wait is bounded: a
 * subscriber without its snapshot after `snapshotTimeoutSeconds` counts as timed out, one that fails or loses
 * its stream as failed, and the figures are measured on the others. The subscribers are split over several
 * processes because one process reads a thousand sockets one after the other: the last read of an event
 * waited for the 999 before it, which is this measurement's cost, not the API's. A subscriber refused or reset
 * before its stream began is tried again 3 s later, as an EventSource would, up to `attempts` tries in all.
 */
export async function measureLive({
  apiUrl,
  apiPid,
  subscribers = 1000,
  seconds = 20,
  snapshotTimeoutSeconds = 60,
  subscriberProcesses = 4,
  openPerSecond = Number.POSITIVE_INFINITY,
  attempts = 1,
}) {
  const token = await signInOperator(apiUrl)
  global.gc?.()
  const before = residentKiB(apiPid)
  const processes = Array.from({ length: Math.max(1, Math.min(subscriberProcesses, subscribers)) }, () =>
    startSubscriberProcess(),
  )
  try {
    const openedAt = Date.now()
    const settled = await Promise.all(
      processes.map(({ child, next }, index) => {
        const answer = next('settled')
        const count = Math.floor(subscribers / processes.length) + (index < subscribers % processes.length ? 1 : 0)
        const openingGapMs = Number.isFinite(openPerSecond) ? (processes.length * 1000) / openPerSecond : 0
        child.send({
          type: 'open',
          apiUrl,
          path: '/v2/live/games/22-6/stream',
          count,
          snapshotTimeoutSeconds,
          openingGapMs,
          attempts,
        })
        return answer
      }),
    )
    const connectSeconds = Math.round((Date.now() - openedAt) / 100) / 10
    const connected = settled.reduce((sum, answer) => sum + answer.connected, 0)
    const failed = settled.reduce((sum, answer) => sum + answer.failed, 0)
    const retries = settled.reduce((sum, answer) => sum + answer.retries, 0)
    const after = residentKiB(apiPid)
    const cpuBefore = processCpuMilliseconds(apiPid)
    const loadAtReplay = loadAverage()
    await postJson(apiUrl, '/v2/live/games/22-6/replay', { speed: 20 }, token)
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
    const apiCpuMs = processCpuMilliseconds(apiPid) - cpuBefore
    const results = await Promise.all(
      processes.map(({ child, next }) => {
        const answer = next('results')
        child.send({ type: 'close' })
        return answer
      }),
    )
    const failures = {}
    for (const answer of settled) {
      for (const [reason, count] of Object.entries(answer.failures)) {
        failures[reason] = (failures[reason] ?? 0) + count
      }
    }
    const latencies = results.flatMap((answer) => answer.latencies).sort((a, b) => a - b)
    const eventsBySubscriber = results.flatMap((answer) => answer.eventsBySubscriber)
    const received = eventsBySubscriber.filter((count) => count > 0)
    return {
      subscribers,
      subscriberProcesses: processes.length,
      connected,
      failed,
      timedOut: subscribers - connected - failed,
      failures,
      retries,
      connectSeconds,
      seconds,
      deliveries: latencies.length,
      events: Math.max(0, ...eventsBySubscriber),
      fewestEventsAtASubscriber: received.length === 0 ? 0 : Math.min(...received),
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      p99Ms: percentile(latencies, 0.99),
      maxMs: latencies.at(-1) ?? Number.NaN,
      memoryPerThousandMiB:
        connected === 0 ? Number.NaN : Math.round(((after - before) / 1024) * (1000 / connected) * 10) / 10,
      apiResidentMiB: Math.round(after / 1024),
      // Where the time went: the API's CPU per delivery over the replay (its fan-out, the writes included),
      // and how late the subscriber processes ran (their own lag, counted in the latencies).
      apiCpuShareOfReplay: Math.round((apiCpuMs / (seconds * 1000)) * 100) / 100,
      apiCpuPerDeliveryMicroseconds:
        latencies.length === 0 ? Number.NaN : Math.round((apiCpuMs * 1000) / latencies.length),
      subscriberLoopDelayP99Ms: Math.max(...results.map((answer) => answer.loopDelayP99Ms)),
      subscriberLoopDelayMaxMs: Math.max(...results.map((answer) => answer.loopDelayMaxMs)),
      loadAtReplay,
    }
  } finally {
    for (const { child } of processes) {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
      }
    }
  }
}

export function liveMarkdown(figures, date) {
  const verdict = figures.p99Ms <= 200 ? 'meets' : 'misses'
  return [
    `# Live bench, ${date}`,
    '',
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; API on the embedded PGlite,`,
    `in-process bus; subscribers are plain HTTP/1.1 connections from ${figures.subscriberProcesses ?? 1} Node process(es) on the same machine.`,
    `Replay of 22-6 at 20× for ${figures.seconds} s: ${figures.subscribers} subscribers opened, ${figures.connected} streaming within ${figures.connectSeconds} s (${figures.failed} failed, ${figures.timedOut} timed out); up to ${figures.events} events each (fewest ${figures.fewestEventsAtASubscriber}), ${figures.deliveries} deliveries.`,
    '',
    '| Figure | Value | Target |',
    '| --- | --- | --- |',
    `| Event → subscriber latency p50 | ${figures.p50Ms} ms | |`,
    `| Event → subscriber latency p99 | ${figures.p99Ms} ms | ≤ 200 ms (${verdict}) |`,
    `| Slowest delivery | ${figures.maxMs} ms | |`,
    `| API memory per 1,000 subscribers | ${figures.memoryPerThousandMiB} MiB | |`,
    `| API resident memory with them | ${figures.apiResidentMiB} MiB | |`,
    '',
    ...(figures.resume ? [resumeSummary(figures.resume), ''] : []),
  ].join('\n')
}

async function main() {
  const port = Number(process.env.BENCH_LIVE_PORT ?? 4450)
  const dataDirectory = process.env.BENCH_LIVE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'league-bench-live-'))
  prepareOperator(dataDirectory)
  const api = await startLiveApi({ port, dataDirectory, nodeFlags: ['--expose-gc'] })
  try {
    const apiUrl = api.url
    const figures = await measureLive({
      apiUrl,
      apiPid: api.pid,
      subscribers: Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 1000),
      seconds: Number(process.env.BENCH_LIVE_SECONDS ?? 20),
      snapshotTimeoutSeconds: Number(process.env.BENCH_LIVE_SNAPSHOT_TIMEOUT_SECONDS ?? 60),
      subscriberProcesses: Number(process.env.BENCH_LIVE_SUBSCRIBER_PROCESSES ?? 4),
    })
    if (process.env.BENCH_LIVE_RESUME !== '0') {
      // After the subscribers: the replay they followed goes on to the end, then reconnects are measured.
      figures.resume = await measureResume({ apiUrl, apiPid: api.pid, origin })
      console.log(resumeSummary(figures.resume))
    }
    console.log(JSON.stringify(figures, null, 2))
    const flood = await measureAddressFlood({ apiUrl, apiPid: api.pid })
    console.log(JSON.stringify({ addressFlood: flood }, null, 2))
    if (process.argv.includes('--write')) {
      const date = new Date().toISOString().slice(0, 10)
      mkdirSync(join(root, 'bench', 'results'), { recursive: true })
      writeFileSync(
        join(root, 'bench', 'results', `live-${date}.md`),
        liveMarkdown(figures, date) + addressFloodMarkdown(flood),
      )
      console.log(`wrote bench/results/live-${date}.md`)
    }
  } finally {
    await api.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--subscribe')) {
    serveSubscriberProcess()
  } else {
    await main()
  }
}
