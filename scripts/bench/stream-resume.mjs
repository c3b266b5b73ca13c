// The live bench's stream-resume step: the API's CPU per stream connection to a finished game (22-6, 611
// events), fresh (a snapshot of the whole state) and resumed with Last-Event-ID (the events after it),
// measured from the API process's own CPU time (/proc/<pid>/stat) over many connections opened one after
// the other, each read until its start is complete; beside them the floor, `GET /ready` on a new connection
// (what any request costs the API: the connection, the HTTP parsing, the middleware). Target: a resume costs
// at most 5 ms.
import { request } from 'node:http'
import { processCpuMilliseconds } from './live-streams.mjs'

/** Opens the stream and closes it once `complete(text so far)` holds; rejects after 30 s. */
function readStreamUntil(url, headers, complete) {
  return new Promise((resolve, reject) => {
    let text = ''
    const outgoing = request(url, { agent: false, headers }, (response) => {
      if (response.statusCode !== 200) {
        outgoing.destroy()
        reject(new Error(`${url}: HTTP ${response.statusCode}`))
        return
      }
      response.setEncoding('utf8')
      response.on('data', (chunk) => {
        text += chunk
        if (complete(text)) {
          clearTimeout(timeout)
          outgoing.destroy()
          resolve()
        }
      })
    })
    const timeout = setTimeout(() => {
      outgoing.destroy()
      reject(new Error(`${url}: its start did not come within 30 s`))
    }, 30_000)
    outgoing.on('error', (error) => {
      clearTimeout(timeout)
      reject(error)
    })
    outgoing.end()
  })
}

/** The game's state once its log is complete (phase `final`): the replay the live bench started has ended. */
async function finishedState(apiUrl, gamePath, origin, timeoutSeconds) {
  const deadline = Date.now() + timeoutSeconds * 1000
  for (;;) {
    const response = await fetch(new URL(gamePath, apiUrl), { headers: { origin } })
    const state = response.ok ? await response.json() : null
    if (state?.phase === 'final') {
      return state
    }
    if (Date.now() > deadline) {
      throw new Error(`${gamePath} was not final after ${timeoutSeconds} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}

/** One GET on a new connection, read to its end. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers }, (response) => {
      response.resume()
      response.on('end', resolve)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Whether the whole snapshot message has come: its JSON has no blank line, so the first one ends it. */
function snapshotComplete(text) {
  return text.includes('event: snapshot') && text.includes('\n\n')
}

/** CPU of `pid` per call of `connect`, over `count` calls one after the other. */
async function cpuPerConnection(pid, count, connect) {
  const before = processCpuMilliseconds(pid)
  const startedAt = performance.now()
  for (let index = 0; index < count; index++) {
    await connect()
  }
  const cpu = processCpuMilliseconds(pid) - before
  return {
    cpuMs: Math.round((cpu / count) * 100) / 100,
    wallMs: Math.round(((performance.now() - startedAt) / count) * 100) / 100,
  }
}

/**
 * Against a running API whose game `gameSlug` is being (or has been) replayed to its end: waits for the end,
 * then opens `connections` fresh streams and `connections` streams resumed `missed` events before the end.
 */
export async function measureResume({
  apiUrl,
  apiPid,
  origin,
  gameSlug = '22-6',
  connections = 200,
  missed = 10,
  timeoutSeconds = 600,
}) {
  const state = await finishedState(apiUrl, `/v2/live/games/${gameSlug}`, origin, timeoutSeconds)
  const streamUrl = new URL(`/v2/live/games/${gameSlug}/stream`, apiUrl)
  const headers = { origin, accept: 'text/event-stream' }
  let snapshotId = ''
  await readStreamUntil(streamUrl, headers, (text) => {
    snapshotId = /^id: (.+)$/m.exec(text)?.[1] ?? ''
    return snapshotComplete(text)
  })
  const [, run, last] = /^(?:.+):(\d+):(\d+)$/.exec(snapshotId) ?? []
  if (Number(last) !== state.sequence) {
    throw new Error(`the snapshot's id ${snapshotId} does not name the game's last event ${state.sequence}`)
  }
  const resumeHeaders = { ...headers, 'last-event-id': `${gameSlug}:${run}:${state.sequence - missed}` }
  const lastId = `id: ${gameSlug}:${run}:${state.sequence}\n`
  const resumeComplete = (text) => text.includes(lastId) && text.indexOf('\n\n', text.indexOf(lastId)) !== -1
  const fresh = () => readStreamUntil(streamUrl, headers, snapshotComplete)
  const resume = () => readStreamUntil(streamUrl, resumeHeaders, resumeComplete)
  // Warm-up: the API's first connections compile and fill its caches.
  await cpuPerConnection(apiPid, 20, fresh)
  await cpuPerConnection(apiPid, 20, resume)
  const ready = () => get(new URL('/ready', apiUrl), { origin })
  await cpuPerConnection(apiPid, 20, ready)
  return {
    gameSlug,
    events: state.sequence,
    connections,
    missed,
    fresh: await cpuPerConnection(apiPid, connections, fresh),
    resumed: await cpuPerConnection(apiPid, connections, resume),
    floor: await cpuPerConnection(apiPid, connections, ready),
    targetResumeCpuMs: 5,
  }
}

export function resumeSummary(figures) {
  const verdict = figures.resumed.cpuMs <= figures.targetResumeCpuMs ? 'ok' : 'SHORT'
  return (
    `Stream start on ${figures.gameSlug} (${figures.events} events), API CPU per connection over ` +
    `${figures.connections}: fresh (snapshot) ${figures.fresh.cpuMs} ms, resumed with Last-Event-ID ` +
    `${figures.missed} events back ${figures.resumed.cpuMs} ms (target ≤ ${figures.targetResumeCpuMs} ms: ${verdict}); ` +
    `any request on a new connection (GET /ready) ${figures.floor.cpuMs} ms.`
  )
}
