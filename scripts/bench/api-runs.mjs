// The bench's API steps: the first answer of seasons nobody asked for yet (cold computations), and each read
// straight from the API beside nginx and node:http serving its very bytes with the same headers.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileSize, saveForNginx, withFigures } from './measured.mjs'
import { apiReads, coldReads, log, nginxHeaders, nginxStatic, origin, ports } from './plan.mjs'
import { fetchRaw, withCpu } from './probes.mjs'
import { runWrk } from './wrk.mjs'

export async function coldComputations() {
  log('cold computations …')
  const cold = []
  for (const read of coldReads) {
    const response = await fetchRaw(`http://127.0.0.1:${ports.api}${read.path}`, {
      Origin: origin,
      'Accept-Encoding': 'gzip',
    })
    cold.push({
      ...read,
      status: response.status,
      milliseconds: Math.round(response.milliseconds),
      serverTiming: response.headers['server-timing'] ?? null,
    })
  }
  return cold
}

/** The headers an answer came with that a client sees (content type, encoding, ETag, caching), for node:http to send alike. */
function answeredHeaders(response) {
  const kept = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary']
  return Object.fromEntries(
    kept.filter((name) => response.headers[name] !== undefined).map((name) => [name, response.headers[name]]),
  )
}

/** Each API read straight, nginx serving its bytes, and node:http (`bareNode`) answering them alike. */
export async function apiRuns({ processes, staticFolder, seconds, apiLog, bareNode }) {
  const apiRows = []
  for (const [index, read] of apiReads.entries()) {
    log(`wrk: API ${read.name} straight and nginx serving its bytes …`)
    const url = `http://127.0.0.1:${ports.api}${read.path}`
    const headers = { Origin: origin, 'Accept-Encoding': 'gzip' }
    const response = await fetchRaw(url, headers)
    const file = `api/read-${index}.json`
    saveForNginx(staticFolder, file, response)
    const logBefore = fileSize(apiLog)
    const direct = await withCpu(processes, () => runWrk(url, headers, seconds))
    const logBytes = fileSize(apiLog) - logBefore
    const sameBytes = await runWrk(nginxStatic(file), nginxHeaders, seconds)
    writeFileSync(join(staticFolder, `${file}.headers.json`), JSON.stringify(answeredHeaders(response)))
    const bareNodeRun = await withCpu({ bareNode: bareNode.pid }, () =>
      runWrk(`http://127.0.0.1:${ports.bareNode}/${file}`, nginxHeaders, seconds),
    )
    apiRows.push({
      name: read.name,
      path: read.path,
      status: response.status,
      bytes: response.body.length,
      contentEncoding: response.headers['content-encoding'] ?? null,
      etag: response.headers.etag ?? null,
      cacheControl: response.headers['cache-control'] ?? null,
      straight: { ...withFigures(direct), logBytes },
      nginx: sameBytes,
      bareNode: withFigures(bareNodeRun),
    })
  }
  return apiRows
}
