// One address opening BENCH_FLOOD_CONNECTIONS (2,000) event streams at once, as an abuser would (#27): the
// API must refuse them past its caps (API_CONNECTIONS_PER_ADDRESS at the socket, LIVE_STREAMS_PER_ADDRESS per
// stream) and its memory must not follow the flood. The connections come from 127.0.0.2, a loopback address
// that is not a trusted proxy, so the API counts them as one visitor. Used by bench-live.mjs.
import { request } from 'node:http'
import { readFileSync } from 'node:fs'

const origin = 'http://localhost:3000'

function residentMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

/** One stream request from `localAddress`; resolves with how it ended: `streaming`, `429`, `refused`. */
function openStream(apiUrl, path, localAddress, opened) {
  return new Promise((resolve) => {
    const outgoing = request(
      new URL(path, apiUrl),
      { agent: false, localAddress, headers: { origin, accept: 'text/event-stream' } },
      (response) => {
        outgoing.setTimeout(0)
        if (response.statusCode === 200) {
          // Read and discard, as a reader keeping its stream would.
          response.resume()
          opened.push(outgoing)
          resolve('streaming')
        } else {
          response.resume()
          resolve(String(response.statusCode))
        }
      },
    )
    // A connection the server closed at once (past the per-address connection cap).
    outgoing.on('error', () => resolve('refused'))
    outgoing.setTimeout(30_000, () => {
      outgoing.destroy()
      resolve('timed out')
    })
    outgoing.end()
  })
}

/** Floods the API at `apiUrl` (process `apiPid`) from one address; answers the outcomes and memory. */
export async function measureAddressFlood({
  apiUrl,
  apiPid,
  connections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 2000),
  path = '/v2/live/games/22-6/stream',
  localAddress = '127.0.0.2',
}) {
  const beforeMiB = residentMiB(apiPid)
  const opened = []
  const outcomes = await Promise.all(
    Array.from({ length: connections }, () => openStream(apiUrl, path, localAddress, opened)),
  )
  const duringMiB = residentMiB(apiPid)
  for (const outgoing of opened) {
    outgoing.destroy()
  }
  const counted = {}
  for (const outcome of outcomes) {
    counted[outcome] = (counted[outcome] ?? 0) + 1
  }
  return {
    connections,
    streaming: counted.streaming ?? 0,
    refusedWith429: counted['429'] ?? 0,
    closedAtConnection: counted.refused ?? 0,
    other: Object.fromEntries(
      Object.entries(counted).filter(([key]) => !['streaming', '429', 'refused'].includes(key)),
    ),
    apiResidentMiBBefore: beforeMiB,
    apiResidentMiBDuring: duringMiB,
    apiResidentMiBGrowth: duringMiB - beforeMiB,
  }
}

export function addressFloodMarkdown(figures) {
  return [
    '',
    `## ${figures.connections} stream connections from one address`,
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Streams accepted (LIVE_STREAMS_PER_ADDRESS) | ${figures.streaming} |`,
    `| Refused with 429 | ${figures.refusedWith429} |`,
    `| Closed at the socket (API_CONNECTIONS_PER_ADDRESS) | ${figures.closedAtConnection} |`,
    `| API resident memory before → during | ${figures.apiResidentMiBBefore} → ${figures.apiResidentMiBDuring} MiB |`,
    '',
  ].join('\n')
}
