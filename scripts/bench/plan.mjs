// What the bench measures and where: its ports and hosts, the pages and API reads it runs, its knobs, and
// the addresses each run asks (the site straight, through nginx, nginx serving the same bytes).
import { join } from 'node:path'
import { root } from '../bootstrap.mjs'

const portBase = Number(process.env.BENCH_PORT_BASE ?? 40200)
export const ports = {
  api: portBase,
  timer: portBase + 1,
  site: portBase + 2,
  proxy: portBase + 3,
  static: portBase + 4,
  bareNode: portBase + 5,
}
/** The aba client's origin: API reads name their client by it (its domains are localhost and 127.0.0.1). */
export const origin = 'http://localhost:3000'
/** The site picks its client from Host; localhost is one of the aba client's domains. */
export const siteHost = `localhost:${ports.site}`
export const workFolder = join(root, 'bench', 'tmp')
export const siteFolder = join(root, 'packages', 'site')
export const apiFolder = join(root, 'packages', 'api')
export const knobs = {
  BENCH_SECONDS: Number(process.env.BENCH_SECONDS ?? 10),
  BENCH_LIGHTHOUSE_RUNS: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  BENCH_PORT_BASE: portBase,
  BENCH_LIVE: process.env.BENCH_LIVE !== '0',
  BENCH_FANTASY: process.env.BENCH_FANTASY !== '0',
}
/** The cache-expiry run: 8 consecutive wrk runs of 5 s (wrk reports only whole runs, so each window is one). */
export const expiryWindows = { count: 8, seconds: 5 }
/** Requests after the first one of a page, whose median is its warm time. */
export const warmRepeats = 5

const season = '2022-23'
const league = 'aba-league'
const gamePath = `/en/seasons/${season}/leagues/${league}/rounds/1/games/22-6`
export const pages = [
  { name: 'home', path: '/en', lighthouse: true },
  { name: 'standings', path: `/en/seasons/${season}/leagues/${league}`, lighthouse: true },
  { name: 'game', path: gamePath, lighthouse: true },
  { name: 'game player-stats tab', path: `${gamePath}/player-stats` },
  { name: 'player', path: '/en/players/stefan-dordevic', lighthouse: true },
  { name: 'search', path: '/en/search?q=dordevic' },
  { name: 'news item', path: null, lighthouse: true }, // the API's first news item, found at run time
]
export const apiReads = [
  { name: 'standings', path: `/v2/website/seasons/${season}/leagues/${league}/standings` },
  { name: 'leaders', path: `/v2/website/seasons/${season}/leagues/${league}/leaders?stat=points` },
  { name: 'box score', path: '/v2/website/games/22-6/box-score' },
  { name: 'search', path: '/v2/website/search?q=dordevic' },
]
/** Seasons nobody has asked for yet when these run: their first answer is computed, not cached. */
export const coldReads = [
  { name: 'standings', path: `/v2/website/seasons/2021-22/leagues/${league}/standings` },
  { name: 'leaders', path: `/v2/website/seasons/2021-22/leagues/${league}/leaders?stat=points` },
]

export function log(message) {
  console.log(`[bench] ${new Date().toISOString().slice(11, 19)} ${message}`)
}

/** A page straight from the site's own server. */
export const straight = (path) => `http://127.0.0.1:${ports.site}${path}`
export const straightHeaders = { Host: siteHost, 'Accept-Encoding': 'gzip' }
/** A page through nginx with deploy/nginx-site.conf. */
export const proxied = (path) => `http://127.0.0.1:${ports.proxy}${path}`
export const proxiedHeaders = { Host: 'localhost', 'Accept-Encoding': 'gzip' }
/** nginx serving a saved answer's very bytes from disk. */
export const nginxStatic = (file) => `http://127.0.0.1:${ports.static}/${file}`
export const nginxHeaders = { 'Accept-Encoding': 'gzip' }
