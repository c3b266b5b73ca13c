// The fault run's load: valid reads from many connections while one API instance is killed a third of the way
// in, and the relayed PostgreSQL and Redis cut for 5 s each, as restarts would.
import { setTimeout as delay } from 'node:timers/promises'
import { isEventStream } from './fuzz.mjs'

/** The fault run's time: when it started and ends (performance.now() milliseconds), and its length in seconds. */
export function startFaultClock(seconds) {
  const started = performance.now()
  return { seconds, started, deadline: started + seconds * 1000 }
}

/**
 * A loader of valid reads (`paths`, in turn) until the run's end, and the outcome every loader adds to: answers,
 * failures (5xx or no answer) by status or error, and the seconds failures fell in.
 */
export function createReadLoad({ baseUrl, siteOrigin, paths, clock, killPid }) {
  const outcome = { answered: 0, failed: 0, byStatus: new Map(), failedSeconds: new Set() }
  let killed = false
  const killAt = clock.started + (clock.seconds * 1000) / 3
  let index = 0
  async function loader() {
    while (performance.now() < clock.deadline) {
      if (!killed && killPid !== undefined && performance.now() >= killAt) {
        killed = true
        process.kill(Number(killPid), 'SIGKILL')
        console.log(
          `fault: killed API instance pid ${killPid} at ${((performance.now() - clock.started) / 1000).toFixed(1)} s`,
        )
      }
      const path = paths[index % paths.length]
      index += 1
      try {
        const response = await fetch(baseUrl + path, {
          headers: { Origin: siteOrigin },
          signal: AbortSignal.timeout(10_000),
        })
        await (isEventStream(response) ? response.body?.cancel() : response.arrayBuffer())
        outcome.byStatus.set(response.status, (outcome.byStatus.get(response.status) ?? 0) + 1)
        if (response.status >= 500) {
          outcome.failed += 1
          outcome.failedSeconds.add(Math.floor((performance.now() - clock.started) / 1000))
        } else {
          outcome.answered += 1
        }
      } catch (error) {
        outcome.failed += 1
        outcome.failedSeconds.add(Math.floor((performance.now() - clock.started) / 1000))
        // No answer: a time-out (10 s) or a refused or dropped connection, by its code.
        const kind = error?.name === 'TimeoutError' ? 'timeout' : String(error?.cause?.code ?? error?.name ?? 'error')
        outcome.byStatus.set(kind, (outcome.byStatus.get(kind) ?? 0) + 1)
      }
    }
  }
  return { outcome, loader }
}

/** Cuts a relayed service at a share of the run, as a restart of it would. */
export async function cutLater({ cutUrl, service, share, clock }) {
  await delay(Math.max(0, clock.started + clock.seconds * 1000 * share - performance.now()))
  const response = await fetch(`${cutUrl}/cut/${service}?ms=5000`, { method: 'POST' })
  const { dropped } = await response.json()
  console.log(
    `fault: cut ${service} for 5 s at ${((performance.now() - clock.started) / 1000).toFixed(1)} s (${dropped} connections dropped)`,
  )
}
