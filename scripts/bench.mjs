// `pnpm bench` (or `npm run bench`): builds for production, imports the real seasons into a fresh embedded
// database, starts the API and the site's production server (packages/site/server.mjs, as `npm start` does)
// and, in front of them, nginx with deploy/nginx-site.conf. Then measures in one run, against the targets of
// issue #11: every page type straight from the site (no proxy) and through nginx, beside the same Next server
// serving a static chunk of similar size (the framework's own limit) and nginx serving the very same bytes;
// each page's first request after start (cold) and a repeated one (warm); API reads beside nginx, and a 40 s
// read across the API's cache expiry in 5 s windows; first-load JS per route; Lighthouse (mobile) on five
// page types; memory; cold computations; import time; live delivery. Every figure is marked ok or SHORT, and
// every SHORT one gets the cause the run could measure. Results: bench/results/<date>[-<label>].json and .md.
// Knobs: BENCH_SECONDS (10, per wrk run), BENCH_LIGHTHOUSE_RUNS (3), BENCH_PORT_BASE (40200; uses the next
// 5 ports), BENCH_LABEL (a name appended to the results file), BENCH_LIVE=0 (skips the live part).
// Exits non-zero only when the bench itself fails; a SHORT figure is a result, not a failure.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { apiEnvironment as apiProcessEnvironment, apiNodeFlags } from './api-process.mjs'
import { bootstrap, environment, root, waitUntilAnswering } from './bootstrap.mjs'
import { measureLive, prepareOperator } from './bench-live.mjs'
import { chunkOfSimilarSize, firstLoadJavaScript } from './bench/bundles.mjs'
import { lighthouse, median } from './bench/lighthouse.mjs'
import { fetchRaw, groupMemory, isListening, waitForPort, withCpu } from './bench/probes.mjs'
import { runCommand, startService, stopEverything, stopEverythingOnExit } from './bench/processes.mjs'
import { markdownReport, targets } from './bench/report.mjs'
import { runWrk } from './bench/wrk.mjs'
import { ensureChromium } from './chromium.mjs'

const portBase = Number(process.env.BENCH_PORT_BASE ?? 40200)
const ports = {
  api: portBase,
  timer: portBase + 1,
  site: portBase + 2,
  proxy: portBase + 3,
  static: portBase + 4,
  bareNode: portBase + 5,
}
/** The aba client's origin: API reads name their client by it (its domains are localhost and 127.0.0.1). */
const origin = 'http://localhost:3000'
/** The site picks its client from Host; localhost is one of the aba client's domains. */
const siteHost = `localhost:${ports.site}`
const workFolder = join(root, 'bench', 'tmp')
const siteFolder = join(root, 'packages', 'site')
const apiFolder = join(root, 'packages', 'api')
const knobs = {
  BENCH_SECONDS: Number(process.env.BENCH_SECONDS ?? 10),
  BENCH_LIGHTHOUSE_RUNS: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  BENCH_PORT_BASE: portBase,
  BENCH_LIVE: process.env.BENCH_LIVE !== '0',
}
/** The cache-expiry run: 8 consecutive wrk runs of 5 s (wrk reports only whole runs, so each window is one). */
const expiryWindows = { count: 8, seconds: 5 }
/** Requests after the first one of a page, whose median is its warm time. */
const warmRepeats = 5

const season = '2022-23'
const league = 'aba-league'
const gamePath = `/en/seasons/${season}/leagues/${league}/rounds/1/games/22-6`
const pages = [
  { name: 'home', path: '/en', lighthouse: true },
  { name: 'standings', path: `/en/seasons/${season}/leagues/${league}`, lighthouse: true },
  { name: 'game', path: gamePath, lighthouse: true },
  { name: 'game player-stats tab', path: `${gamePath}/player-stats` },
  { name: 'player', path: '/en/players/stefan-dordevic', lighthouse: true },
  { name: 'search', path: '/en/search?q=dordevic' },
  { name: 'news item', path: null, lighthouse: true }, // the API's first news item, found at run time
]
const apiReads = [
  { name: 'standings', path: `/v2/website/seasons/${season}/leagues/${league}/standings` },
  { name: 'leaders', path: `/v2/website/seasons/${season}/leagues/${league}/leaders?stat=points` },
  { name: 'box score', path: '/v2/website/games/22-6/box-score' },
  { name: 'search', path: '/v2/website/search?q=dordevic' },
]
/** Seasons nobody has asked for yet when these run: their first answer is computed, not cached. */
const coldReads = [
  { name: 'standings', path: `/v2/website/seasons/2021-22/leagues/${league}/standings` },
  { name: 'leaders', path: `/v2/website/seasons/2021-22/leagues/${league}/leaders?stat=points` },
]

function log(message) {
  console.log(`[bench] ${new Date().toISOString().slice(11, 19)} ${message}`)
}

function ensureDebianTool(binary, debianPackage) {
  if (spawnSync('which', [binary]).status === 0) {
    return
  }
  log(`${binary} is missing: installing Debian's ${debianPackage} …`)
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  const result = spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) {
    throw new Error(`could not install ${debianPackage}; install it (apt-get install ${debianPackage}) and run again`)
  }
}

async function ensureLighthouse() {
  const binary = join(root, '.tools', 'node_modules', '.bin', 'lighthouse')
  if (!existsSync(binary)) {
    log('installing lighthouse into .tools/ …')
    const installed = await runCommand(
      'npm',
      'npm',
      ['install', '--prefix', join(root, '.tools'), '--no-audit', '--no-fund', '--loglevel=error', 'lighthouse@13.5.0'],
      { env: environment, inherit: true },
    )
    if (installed.code !== 0) {
      throw new Error('could not install lighthouse into .tools/')
    }
  }
  return binary
}

/** Every domain of the demo clients: the only hosts deploy/nginx-site.conf serves. */
function clientDomains() {
  const folder = join(root, 'clients')
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'client.json')))
    .flatMap((entry) => JSON.parse(readFileSync(join(folder, entry.name, 'client.json'), 'utf8')).domains)
}

/**
 * nginx in the foreground (so the bench holds its PID): the deploy configuration as shipped, plus a server
 * that serves files from `staticFolder` (the same bytes as a page or read, gzip included) and a response
 * header naming the cache status, read once after each run through the proxy.
 */
function writeNginxConfig(staticFolder) {
  const proxy = readFileSync(join(root, 'deploy', 'nginx-site.conf'), 'utf8')
    .replaceAll('__CACHE_DIR__', join(workFolder, 'cache'))
    .replaceAll('__LISTEN__', `127.0.0.1:${ports.proxy}`)
    .replaceAll('__SERVER_NAMES__', clientDomains().join(' '))
    .replaceAll('__SITE__', `127.0.0.1:${ports.site}`)
    .replaceAll('__API__', `127.0.0.1:${ports.api}`)
  const config = `
daemon off;
worker_processes auto;
pid ${workFolder}/nginx.pid;
error_log ${workFolder}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${workFolder}/client-body;
  proxy_temp_path ${workFolder}/proxy-temp;
  fastcgi_temp_path ${workFolder}/fastcgi-temp;
  uwsgi_temp_path ${workFolder}/uwsgi-temp;
  scgi_temp_path ${workFolder}/scgi-temp;
  keepalive_requests 100000;
  add_header X-Bench-Cache-Status $upstream_cache_status always;
  ${proxy}
  # The physical limit: the very same response bytes served from disk.
  server {
    listen 127.0.0.1:${ports.static};
    root ${staticFolder};
    gzip_static on;
    location / { default_type text/html; }
    location /api/ { default_type application/json; }
    location /chunk/ { default_type application/javascript; }
  }
}`
  const path = join(workFolder, 'nginx.conf')
  writeFileSync(path, config)
  return path
}

/** Saves a response's bytes for nginx: the plain body, and the gzip body beside it when it came gzip-encoded. */
function saveForNginx(staticFolder, file, response) {
  const gzip = response.headers['content-encoding'] === 'gzip'
  mkdirSync(join(staticFolder, file, '..'), { recursive: true })
  writeFileSync(join(staticFolder, file), gzip ? gunzipSync(response.body) : response.body)
  if (gzip) {
    writeFileSync(join(staticFolder, `${file}.gz`), response.body)
  }
}

/** The headers an answer came with that a client sees (content type, encoding, ETag, caching), for node:http to send alike. */
function answeredHeaders(response) {
  const kept = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary']
  return Object.fromEntries(
    kept.filter((name) => response.headers[name] !== undefined).map((name) => [name, response.headers[name]]),
  )
}

const fileSize = (path) => (existsSync(path) ? statSync(path).size : 0)

/**
 * Starts a service and waits until it listens on each of `listensOn`. The bench's ports lie in Linux's
 * ephemeral range, so a client connection anywhere on the machine can hold one for a moment: a start that
 * fails because its port is in use is tried again, three times two seconds apart. A port that already
 * accepts connections before the start belongs to someone else: the bench stops and says so.
 */
async function startListening(name, listensOn, logFile, start) {
  for (const port of listensOn) {
    if (await isListening(port)) {
      throw new Error(`port ${port} is already in use by another process: set BENCH_PORT_BASE to a free range`)
    }
  }
  for (let attempt = 1; ; attempt++) {
    const logSizeBefore = fileSize(logFile)
    const child = start()
    try {
      for (const port of listensOn) {
        await waitForPort(port, { isAlive: () => child.exitCode === null && child.signalCode === null })
      }
      return child
    } catch (error) {
      const logged = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(logSizeBefore) : ''
      if (attempt === 3 || !/EADDRINUSE|Address already in use/.test(logged)) {
        throw error
      }
      log(`${name}: a port was held by another connection; starting it again …`)
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }
}

/** A measured run's figures with the CPU time its processes used and the machine's load meanwhile. */
function withFigures({ result, cpuMs, machineBusy, otherWork }) {
  return { ...result, cpuMs, machineBusy, otherWork }
}

async function startApi(apiEnvironment, logFile) {
  // As `npm start` runs it: the built dist/server.js with the production flags (scripts/api-process.mjs); the
  // source under tsx only when there is no build.
  const built = existsSync(join(apiFolder, 'dist', 'server.js'))
  const api = await startListening('api', [ports.api, ports.timer], logFile, () =>
    startService(
      'api',
      process.execPath,
      [...apiNodeFlags, ...(built ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'])],
      {
        cwd: apiFolder,
        env: { ...apiEnvironment, ...apiProcessEnvironment },
        logFile,
      },
    ),
  )
  // /ready answers 503 until the database is open: the shared wait of `npm start` (below 500) is the same test.
  if (await waitUntilAnswering(`http://127.0.0.1:${ports.api}/ready`)) {
    return { api, entry: built ? 'dist/server.js' : 'src/server.ts (tsx)' }
  }
  throw new Error('the API never answered /ready')
}

async function bench() {
  const startedAt = new Date()
  const loadAtStart = loadavg()
  bootstrap()
  const chromePath = ensureChromium()
  ensureDebianTool('wrk', 'wrk')
  ensureDebianTool('nginx', 'nginx')
  const lighthouseBinary = await ensureLighthouse()

  rmSync(workFolder, { recursive: true, force: true })
  mkdirSync(workFolder, { recursive: true })
  const staticFolder = join(workFolder, 'static')
  mkdirSync(staticFolder, { recursive: true })

  log('building for production …')
  const built = await runCommand('turbo', 'pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@league/site...'], {
    cwd: root,
    env: environment,
    inherit: true,
  })
  if (built.code !== 0) {
    throw new Error(`the production build failed (exit code ${built.code})`)
  }

  const databaseFolder = mkdtempSync(join(tmpdir(), 'league-bench-'))
  try {
    return await measureEverything({
      startedAt,
      loadAtStart,
      chromePath,
      lighthouseBinary,
      staticFolder,
      databaseFolder,
    })
  } finally {
    await stopEverything()
    rmSync(databaseFolder, { recursive: true, force: true })
  }
}

async function measureEverything({
  startedAt,
  loadAtStart,
  chromePath,
  lighthouseBinary,
  staticFolder,
  databaseFolder,
}) {
  const seconds = knobs.BENCH_SECONDS
  // As a new user meets it: the embedded database, no Redis, the API's default log level.
  const apiEnvironment = {
    ...environment,
    API_DATA_DIR: databaseFolder,
    API_PORT: String(ports.api),
    TIMER_PORT: String(ports.timer),
  }
  delete apiEnvironment.DATABASE_URL
  delete apiEnvironment.REDIS_URL
  delete apiEnvironment.LOG_LEVEL

  log('importing the three seasons into a fresh PGlite …')
  const importStart = performance.now()
  const imported = await runCommand(
    'import',
    process.execPath,
    [join(apiFolder, 'bin', 'league-api.mjs'), 'import', join(root, 'data')],
    { env: apiEnvironment },
  )
  if (imported.code !== 0) {
    throw new Error(`the import failed: ${imported.stderr || imported.stdout}`)
  }
  // The whole command (starting Node and tsx, opening PGlite, migrations) and the importer's own figure.
  const importSeconds = (performance.now() - importStart) / 1000
  const importerSeconds = Number(/into \w+ in ([\d.]+) s/.exec(imported.stdout)?.[1] ?? Number.NaN)

  // The live figures need an operator (to start a replay); the account is made before the API opens PGlite.
  prepareOperator(databaseFolder)

  log('starting the API …')
  const apiLog = join(workFolder, 'api.log')
  const { api, entry: apiEntry } = await startApi(apiEnvironment, apiLog)
  const memory = { apiAfterImport: groupMemory(api.pid) }

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

  const newsResponse = await fetchRaw(`http://127.0.0.1:${ports.api}/v2/website/news?locale=en`, { Origin: origin })
  const news = newsResponse.status === 200 ? JSON.parse(newsResponse.body.toString('utf8')) : null
  const firstNews = news?.news?.[0] ?? news?.items?.[0]
  const newsPage = pages.find((page) => page.name === 'news item')
  newsPage.path = firstNews?.slug ? `/en/news/${firstNews.slug}` : null
  const measuredPages = pages.filter((page) => page.path !== null)

  log('starting the site (server.mjs, no proxy) …')
  const siteLog = join(workFolder, 'site.log')
  // Waiting for a TCP connection, not a request: the first request of every page below is the site's first.
  const site = await startListening('site', [ports.site], siteLog, () =>
    startService('site', process.execPath, ['server.mjs'], {
      cwd: siteFolder,
      env: {
        ...environment,
        NODE_ENV: 'production',
        PORT: String(ports.site),
        API_URL: `http://127.0.0.1:${ports.api}`,
      },
      logFile: siteLog,
    }),
  )
  memory.siteAfterStart = groupMemory(site.pid)
  const straight = (path) => `http://127.0.0.1:${ports.site}${path}`
  const straightHeaders = { Host: siteHost, 'Accept-Encoding': 'gzip' }
  const processes = { site: site.pid, api: api.pid }

  log('cold and warm pages …')
  const coldWarm = []
  for (const page of measuredPages) {
    const first = await fetchRaw(straight(page.path), straightHeaders)
    const repeats = []
    let last = first
    for (let repeat = 0; repeat < warmRepeats; repeat++) {
      last = await fetchRaw(straight(page.path), straightHeaders)
      repeats.push(last.milliseconds)
    }
    coldWarm.push({
      name: page.name,
      path: page.path,
      status: first.status,
      warmStatus: last.status,
      coldMs: Math.round(first.milliseconds),
      warmMs: Math.round(median(repeats)),
      gzipBytes: last.body.length,
      cacheControl: last.headers['cache-control'] ?? null,
      nextCache: last.headers['x-nextjs-cache'] ?? null,
      // Set by Next on a prerendered (static or cache-components) answer.
      nextPrerender: last.headers['x-nextjs-prerender'] ?? null,
      contentEncoding: last.headers['content-encoding'] ?? null,
    })
  }

  log('starting nginx …')
  const nginxConfig = writeNginxConfig(staticFolder)
  const checked = await runCommand('nginx -t', 'nginx', ['-t', '-c', nginxConfig, '-p', workFolder])
  if (checked.code !== 0) {
    throw new Error(`nginx refused the configuration: ${checked.stderr}`)
  }
  const nginxLog = join(workFolder, 'nginx.log')
  const nginx = await startListening('nginx', [ports.proxy, ports.static], nginxLog, () =>
    startService('nginx', 'nginx', ['-c', nginxConfig, '-p', workFolder], {
      cwd: workFolder,
      env: environment,
      logFile: nginxLog,
    }),
  )
  processes.nginx = nginx.pid
  const proxied = (path) => `http://127.0.0.1:${ports.proxy}${path}`
  const proxiedHeaders = { Host: 'localhost', 'Accept-Encoding': 'gzip' }
  const nginxStatic = (file) => `http://127.0.0.1:${ports.static}/${file}`
  const nginxHeaders = { 'Accept-Encoding': 'gzip' }

  // The framework's own limit: the same Next server serving a static chunk of the pages' median size.
  const chunk = chunkOfSimilarSize(siteFolder, median(coldWarm.map((page) => page.gzipBytes)))
  if (chunk === null) {
    throw new Error('the build has no chunk under .next/static/chunks')
  }
  const chunkResponse = await fetchRaw(straight(chunk.path), straightHeaders)
  if (chunkResponse.status !== 200) {
    throw new Error(`the site answered ${chunkResponse.status} for its own chunk ${chunk.path}`)
  }
  saveForNginx(staticFolder, 'chunk/static.js', chunkResponse)
  log(`wrk: Next serving ${chunk.path} (${chunkResponse.body.length} bytes on the wire) and nginx the same bytes …`)
  const nextStatic = await withCpu(processes, () => runWrk(straight(chunk.path), straightHeaders, seconds))
  const nginxChunk = await runWrk(nginxStatic('chunk/static.js'), nginxHeaders, seconds)
  const staticChunk = {
    path: chunk.path,
    bytes: chunkResponse.body.length,
    contentEncoding: chunkResponse.headers['content-encoding'] ?? null,
    next: withFigures(nextStatic),
    nginx: nginxChunk,
  }

  const pageRows = []
  for (const [index, page] of measuredPages.entries()) {
    log(`wrk: ${page.name} straight, through nginx, nginx serving its bytes …`)
    const direct = await withCpu(processes, () => runWrk(straight(page.path), straightHeaders, seconds))
    const primed = await fetchRaw(proxied(page.path), proxiedHeaders)
    const file = `page-${index}.html`
    saveForNginx(staticFolder, file, primed)
    const throughNginx = await withCpu(processes, () => runWrk(proxied(page.path), proxiedHeaders, seconds))
    const afterwards = await fetchRaw(proxied(page.path), proxiedHeaders)
    const sameBytes = await runWrk(nginxStatic(file), nginxHeaders, seconds)
    pageRows.push({
      name: page.name,
      path: page.path,
      status: primed.status,
      bytes: primed.body.length,
      straight: withFigures(direct),
      proxied: {
        ...withFigures(throughNginx),
        cacheStatus: afterwards.headers['x-bench-cache-status'] ?? null,
        cacheControl: afterwards.headers['cache-control'] ?? null,
      },
      nginx: sameBytes,
    })
  }

  // node:http answering the API's saved bytes (bench/bare-node-server.mjs): the platform's own limit.
  const bareNodeLog = join(workFolder, 'bare-node.log')
  const bareNode = await startListening('bare node', [ports.bareNode], bareNodeLog, () =>
    startService(
      'bare node',
      process.execPath,
      [join(root, 'scripts', 'bench', 'bare-node-server.mjs'), String(ports.bareNode), staticFolder],
      {
        cwd: workFolder,
        env: environment,
        logFile: bareNodeLog,
      },
    ),
  )
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

  log(`wrk: API standings for ${expiryWindows.count * expiryWindows.seconds} s across its cache expiry …`)
  const expiryRead = apiReads[0]
  const expiryHeaders = { Origin: origin, 'Accept-Encoding': 'gzip' }
  const expiryProbe = await fetchRaw(`http://127.0.0.1:${ports.api}${expiryRead.path}`, expiryHeaders)
  const windows = []
  for (let window = 0; window < expiryWindows.count; window++) {
    const logBefore = fileSize(apiLog)
    const measured = await withCpu(processes, () =>
      runWrk(`http://127.0.0.1:${ports.api}${expiryRead.path}`, expiryHeaders, expiryWindows.seconds),
    )
    windows.push({
      fromSecond: window * expiryWindows.seconds,
      ...withFigures(measured),
      logBytes: fileSize(apiLog) - logBefore,
    })
  }
  const expiry = {
    name: expiryRead.name,
    path: expiryRead.path,
    cacheControl: expiryProbe.headers['cache-control'] ?? null,
    windowSeconds: expiryWindows.seconds,
    windows,
  }

  memory.apiAfterWarmUp = groupMemory(api.pid)
  memory.siteAfterWarmUp = groupMemory(site.pid)

  const lighthouseResults = []
  for (const page of measuredPages.filter((candidate) => candidate.lighthouse)) {
    log(`lighthouse ${page.name} (${knobs.BENCH_LIGHTHOUSE_RUNS} runs, straight from the site) …`)
    // The machine's load average beside each page: Lighthouse's Chromium renderers are not children the
    // bench reaps, so their CPU time cannot be told apart from other work the way wrk's can.
    const loadBefore = loadavg()[0]
    const audited = await lighthouse({
      binary: lighthouseBinary,
      url: `http://${siteHost}${page.path}`,
      runs: knobs.BENCH_LIGHTHOUSE_RUNS,
      chromePath,
      environment,
      workFolder,
    })
    lighthouseResults.push({
      name: page.name,
      path: page.path,
      ...audited,
      loadAverage: [loadBefore, loadavg()[0]].map((value) => Number(value.toFixed(1))),
    })
  }

  const bundles = firstLoadJavaScript(siteFolder)

  let live = null
  if (knobs.BENCH_LIVE) {
    // Last, because its replay keeps the API busy: event → SSE subscriber latency with 1,000 subscribers.
    log('live: 1,000 SSE subscribers of a replay at 20× …')
    live = await measureLive({ apiUrl: `http://127.0.0.1:${ports.api}`, apiPid: api.pid })
  }

  return {
    date: startedAt.toISOString(),
    finished: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim(),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAtStart: loadAtStart.map((value) => Number(value.toFixed(2))),
      loadAtEnd: loadavg().map((value) => Number(value.toFixed(2))),
    },
    knobs,
    wrk: { connections: 50, threads: 2, seconds, timeoutSeconds: 10 },
    apiEntry,
    siteHost,
    origin,
    importSeconds,
    importerSeconds,
    memory,
    cold,
    coldWarm,
    staticChunk,
    pages: pageRows,
    api: apiRows,
    expiry,
    lighthouse: lighthouseResults,
    firstLoadJavaScript: bundles,
    live,
    targets,
  }
}

async function main() {
  stopEverythingOnExit()
  let results
  try {
    results = await bench()
  } catch (error) {
    console.error(`\n[bench] failed: ${error instanceof Error ? error.stack : error}`)
    console.error(`[bench] logs of the services: ${join('bench', 'tmp')}/{api,site,nginx}.log`)
    await stopEverything()
    process.exit(1)
  }
  const markdown = markdownReport(results)
  const resultsFolder = join(root, 'bench', 'results')
  mkdirSync(resultsFolder, { recursive: true })
  const label = process.env.BENCH_LABEL
  const stamp = label ? `${results.date.slice(0, 10)}-${label}` : results.date.slice(0, 16).replace(':', '-')
  writeFileSync(join(resultsFolder, `${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(join(resultsFolder, `${stamp}.md`), markdown)
  console.log(`\n${markdown}`)
  log(`written bench/results/${stamp}.json and .md`)
}

await main()
