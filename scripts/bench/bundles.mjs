// First-load JavaScript per route from the build's own output (.next/diagnostics/route-bundle-stats.json):
// the gzip size of the chunks a route loads first. The framework's floor is `/_not-found` (a route with no
// code of ours beyond the root layout); a route's chunks beyond the floor's are what it adds.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'

const kib = (bytes) => Number((bytes / 1024).toFixed(1))

/** The full chunk lists served their purpose; the results keep sizes and what each route adds. */
const summary = (entry) =>
  entry && { route: entry.route, gzipBytes: entry.gzipBytes, gzipKiB: entry.gzipKiB, beyondFloor: entry.beyondFloor }

export function firstLoadJavaScript(siteFolder) {
  const statsFile = join(siteFolder, '.next', 'diagnostics', 'route-bundle-stats.json')
  if (!existsSync(statsFile)) {
    return { routes: [], floor: null }
  }
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'))
  const entries = Array.isArray(stats) ? stats : Object.entries(stats).map(([route, value]) => ({ route, ...value }))
  const gzipBytes = new Map()
  const sizeOf = (chunk) => {
    if (!gzipBytes.has(chunk)) {
      const file = [join(siteFolder, chunk), join(siteFolder, '.next', chunk)].find((path) => existsSync(path))
      gzipBytes.set(chunk, file ? gzipSync(readFileSync(file)).length : 0)
    }
    return gzipBytes.get(chunk)
  }
  const routes = entries
    .map((entry) => {
      const chunks = entry.firstLoadChunkPaths ?? entry.chunks ?? entry.firstLoadChunks ?? []
      const bytes = chunks.reduce((sum, chunk) => sum + sizeOf(chunk), 0)
      return { route: entry.route ?? entry.page ?? entry.name, chunks, gzipBytes: bytes, gzipKiB: kib(bytes) }
    })
    .filter((entry) => entry.route)
  const floor = routes.find((entry) => entry.route === '/_not-found') ?? null
  const floorChunks = new Set(floor?.chunks ?? [])
  for (const entry of routes) {
    // What the route loads beyond the floor, largest first: the measured part of a SHORT figure's cause.
    entry.beyondFloor = entry.chunks
      .filter((chunk) => !floorChunks.has(chunk))
      .map((chunk) => ({ chunk: basename(chunk), gzipKiB: kib(sizeOf(chunk)) }))
      .sort((first, second) => second.gzipKiB - first.gzipKiB)
  }
  return { routes: routes.map(summary), floor: summary(floor) }
}

/**
 * The JavaScript chunk under .next/static whose gzip size is closest to `gzipBytes`: the static file of
 * similar size that the same Next server serves beside the pages (the framework's own limit).
 */
export function chunkOfSimilarSize(siteFolder, gzipBytes) {
  const folder = join(siteFolder, '.next', 'static', 'chunks')
  let best = null
  for (const name of readdirSync(folder, { recursive: true })) {
    if (typeof name !== 'string' || !name.endsWith('.js')) {
      continue
    }
    const size = gzipSync(readFileSync(join(folder, name))).length
    if (best === null || Math.abs(size - gzipBytes) < Math.abs(best.gzipBytes - gzipBytes)) {
      best = { path: `/_next/static/chunks/${name.split('\\').join('/')}`, gzipBytes: size }
    }
  }
  return best
}
