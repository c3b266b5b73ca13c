// `node scripts/bench-subscribers.mjs`: 10,000 followers of one game on one API instance. The live bench
// (bench-live.mjs) at ten times its crowd: BENCH_SUBSCRIBERS (10,000) SSE streams of 22-6 from
// BENCH_SUBSCRIBER_PROCESSES (10) Node processes, the game replayed at 20× for BENCH_SUBSCRIBERS_SECONDS (20),
// and for every event at every subscriber the time from the event's server time to its arrival: p50 and p99
// against a target of 250 ms, and the API's resident memory per subscriber. Its own API on an embedded
// database (the operator account and the seasons made first, as the e2e suite makes them), on
// BENCH_SUBSCRIBERS_PORT (4460) and the next port for the timer; the subscribers arrive at
// BENCH_SUBSCRIBERS_PER_SECOND (250), and one refused or reset before its stream began tries again 3 s later,
// as an EventSource does, up to BENCH_SUBSCRIBERS_ATTEMPTS (5) tries. Beside the latencies (p50, p95, p99) it
// prints where the time goes: the API's CPU per delivery and per event, and the subscriber processes' own lag.
// Each process may hold as many sockets as its open-file limit (Node raises the soft limit to the hard one
// itself; `ulimit -Hn` must exceed 10,000 for the API). `--write` writes
// bench/results/subscribers-<date>.json and .md. Not part of `npm test`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './bootstrap.mjs'
import { measureLive } from './bench-live.mjs'
import { loadAverage, prepareOperator, startLiveApi } from './bench/live-streams.mjs'

const targetMs = 250

export function subscribersMarkdown(figures, date) {
  const verdict = (value) => (value <= targetMs ? 'meets' : 'misses')
  return [
    `# 10,000 subscribers bench, ${date}`,
    '',
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; one API instance on the`,
    `embedded PGlite, in-process bus; subscribers are plain HTTP/1.1 SSE connections from ${figures.subscriberProcesses} Node`,
    'processes on the same machine (each its own visitor, as the site names them to the API).',
    `Replay of 22-6 at 20× for ${figures.seconds} s: ${figures.subscribers} subscribers opened (${figures.openPerSecond} a second), ${figures.connected} streaming within`,
    `${figures.connectSeconds} s (${figures.retries} connections tried again, as an EventSource does; ${figures.failed} failed after`,
    `${figures.attempts} tries, ${figures.timedOut} timed out); up to ${figures.events} events each (fewest`,
    `${figures.fewestEventsAtASubscriber}), ${figures.deliveries} deliveries. Load average (1 min) when the replay started: ${figures.loadAtReplay},`,
    `at the end: ${figures.loadAverage} (on ${cpus().length} cores).`,
    '',
    '| Figure | Value | Target |',
    '| --- | --- | --- |',
    `| Subscribers streaming | ${figures.connected} of ${figures.subscribers} | all |`,
    `| Event → subscriber latency p50 | ${figures.p50Ms} ms | |`,
    `| Event → subscriber latency p95 | ${figures.p95Ms} ms | |`,
    `| Event → subscriber latency p99 | ${figures.p99Ms} ms | ≤ ${targetMs} ms (${verdict(figures.p99Ms)}) |`,
    `| Slowest delivery | ${figures.maxMs} ms | |`,
    `| API memory per subscriber | ${figures.memoryPerSubscriberKiB} KiB | |`,
    `| API resident memory with them | ${figures.apiResidentMiB} MiB | |`,
    `| API CPU per delivery (replay) | ${figures.apiCpuPerDeliveryMicroseconds} µs | |`,
    `| API CPU for one event's fan-out to all | ${figures.apiCpuPerEventMs} ms | ≤ ${targetMs} ms (${verdict(figures.apiCpuPerEventMs)}) |`,
    `| API's share of one core during the replay | ${figures.apiCpuShareOfReplay} | |`,
    `| Subscriber processes' event-loop lag p99 / max | ${figures.subscriberLoopDelayP99Ms} / ${figures.subscriberLoopDelayMaxMs} ms | |`,
    '',
    "Where the time goes: the API's CPU per delivery times the subscribers is what one event costs it; the",
    'rest of a delivery is waiting for a core (the load above, the subscriber processes on the same two cores)',
    "and the subscriber process's own lag in reading its thousand sockets.",
    '',
    'The API ran without the production heap cap (`--max-old-space-size=512`, scripts/api-process.mjs), so',
    'the resident memory shows what the crowd costs; an instance meant for this many followers needs the',
    'cap raised to hold them.',
    '',
  ].join('\n')
}

async function main() {
  const port = Number(process.env.BENCH_SUBSCRIBERS_PORT ?? 4460)
  const dataDirectory = process.env.BENCH_SUBSCRIBERS_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'league-bench-10k-'))
  prepareOperator(dataDirectory)
  const api = await startLiveApi({ port, dataDirectory, nodeFlags: ['--expose-gc'] })
  try {
    const apiUrl = api.url
    const live = await measureLive({
      apiUrl,
      apiPid: api.pid,
      subscribers: Number(process.env.BENCH_SUBSCRIBERS ?? 10_000),
      seconds: Number(process.env.BENCH_SUBSCRIBERS_SECONDS ?? 20),
      snapshotTimeoutSeconds: 120,
      subscriberProcesses: Number(process.env.BENCH_SUBSCRIBER_PROCESSES ?? 10),
      // Followers arrive over a minute or so before a game, not in one instant: 10,000 at once only measure
      // the accept queue (the first run timed most of them out).
      openPerSecond: Number(process.env.BENCH_SUBSCRIBERS_PER_SECOND ?? 250),
      // A follower's EventSource tries again when the crowd's arrival overflows the API's accept queue.
      attempts: Number(process.env.BENCH_SUBSCRIBERS_ATTEMPTS ?? 5),
    })
    const figures = {
      ...live,
      memoryPerSubscriberKiB: Math.round(((live.memoryPerThousandMiB * 1024) / 1000) * 10) / 10,
      apiCpuPerEventMs: Math.round((live.apiCpuPerDeliveryMicroseconds * live.connected) / 1000),
      attempts: Number(process.env.BENCH_SUBSCRIBERS_ATTEMPTS ?? 5),
      targetMs,
      openPerSecond: Number(process.env.BENCH_SUBSCRIBERS_PER_SECOND ?? 250),
      // The machine may be shared: its one-minute load at the end tells whether other work ran meanwhile.
      loadAverage: loadAverage(),
    }
    console.log(JSON.stringify(figures, null, 2))
    console.log(
      [
        `connected ${figures.connected} of ${figures.subscribers} (${figures.retries} retried)`,
        `latency p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms (target ≤ ${targetMs})`,
        `memory per subscriber ${figures.memoryPerSubscriberKiB} KiB`,
        `API CPU ${figures.apiCpuPerDeliveryMicroseconds} µs per delivery, ${figures.apiCpuPerEventMs} ms per event`,
        `load ${figures.loadAtReplay} at the replay, ${figures.loadAverage} at the end`,
      ].join('\n'),
    )
    if (process.argv.includes('--write')) {
      const date = new Date().toISOString().slice(0, 10)
      const folder = join(root, 'bench', 'results')
      mkdirSync(folder, { recursive: true })
      writeFileSync(join(folder, `subscribers-${date}.json`), `${JSON.stringify(figures, null, 2)}\n`)
      writeFileSync(join(folder, `subscribers-${date}.md`), subscribersMarkdown(figures, date))
      console.log(`wrote bench/results/subscribers-${date}.json and .md`)
    }
  } finally {
    await api.stop()
  }
}

await main()
