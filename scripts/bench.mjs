// `pnpm bench` (or `npm run bench`): builds for production, imports the real seasons into a fresh embedded
// database, starts the API and the site behind the nginx cache of deploy/nginx-site.conf, and measures in one
// run: throughput and latency (wrk) of pages and API reads beside nginx serving the very same bytes from disk,
// first-load JavaScript per route, Lighthouse (mobile, median of three), import time and the API's memory.
// Results go to bench/results/<date>.json and .md. Not part of `npm test`: figures vary between machines.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { bootstrap, environment, root, runOrExit, waitUntilAnswering } from './bootstrap.mjs'
import { ensureChromium } from './chromium.mjs'
import { liveMarkdown, measureLive, prepareOperator } from './bench-live.mjs'

const ports = { api: 4400, site: 3400, proxy: 8400, static: 8401 }
const origin = 'http://localhost:3000'
const workFolder = join(root, 'bench', 'tmp')
const wrkSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

const pages = [
  { name: 'home', path: '/en' },
  { name: 'standings', path: '/en/seasons/2022-23/leagues/aba-league' },
  { name: 'game', path: '/en/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6' },
  { name: 'player', path: '/en/players/stefan-dordevic' },
  { name: 'search', path: '/en/search?q=dordevic' },
]
const newsPage = { name: 'news item', path: null } // resolved from the API's first news item
const apiReads = [
  { name: 'api standings', path: '/v2/website/seasons/2022-23/leagues/aba-league/standings' },
  { name: 'api leaders', path: '/v2/website/seasons/2022-23/leagues/aba-league/leaders?stat=points' },
  { name: 'api box score', path: '/v2/website/games/22-6/box-score' },
  { name: 'api search', path: '/v2/website/search?q=dordevic' },
]

const targets = {
  pageRatio: 0.5,
  pageP99Ms: 50,
  apiP99Ms: 10,
  firstLoadKiB: 110,
  importSeconds: 10,
  coldComputationMs: 100,
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
}

function log(message) {
  console.log(`[bench] ${message}`)
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
    console.error(`Could not install ${debianPackage}; install it (apt-get install ${debianPackage}) and run again.`)
    process.exit(1)
  }
}

function ensureLighthouse() {
  const binary = join(root, '.tools', 'node_modules', '.bin', 'lighthouse')
  if (!existsSync(binary)) {
    log('installing lighthouse into .tools/ …')
    runOrExit('npm', [
      'install',
      '--prefix',
      join(root, '.tools'),
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      'lighthouse@13.5.0',
    ])
  }
  return binary
}

const children = []
function startProcess(name, command, args, options) {
  const child = spawn(command, args, { env: environment, stdio: ['ignore', 'ignore', 'pipe'], ...options })
  child.stderr.on('data', (chunk) => {
    if (process.env.BENCH_VERBOSE) {
      process.stderr.write(`[${name}] ${chunk}`)
    }
  })
  children.push(child)
  return child
}
function stopAll() {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
    }
  }
}
process.on('exit', stopAll)
process.on('SIGINT', () => process.exit(130))

async function waitForService(url) {
  if (!(await waitUntilAnswering(url))) {
    throw new Error(`${url} did not answer`)
  }
}

function residentMemoryMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kibibytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kibibytes / 1024)
}

const millisecondsPerUnit = { us: 0.001, ms: 1, s: 1000 }
const toMilliseconds = (value, unit) => Number(value) * millisecondsPerUnit[unit]

/** Parses wrk's --latency output into requests per second and latency percentiles in milliseconds. */
export function parseWrk(output) {
  const percentile = (label) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(output)
    return match ? toMilliseconds(match[1], match[2]) : null
  }
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    non2xx: errors ? Number(errors[1]) : 0,
    socketErrors: socketErrors ? socketErrors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
  }
}

function wrk(url, headers) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const result = spawnSync(
    'wrk',
    ['-t2', '-c50', `-d${wrkSeconds}s`, '--timeout', '10s', '--latency', ...headerArgs, url],
    { encoding: 'utf8' },
  )
  return parseWrk(result.stdout)
}

/** Fetches a URL gzip-encoded, returning the raw compressed bytes exactly as they came over the wire. */
async function fetchRawGzip(url, headers) {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers: { 'Accept-Encoding': 'gzip', ...headers } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'],
          contentType: response.headers['content-type'],
          body: Buffer.concat(chunks),
        }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Every domain of the demo clients: the only hosts deploy/nginx-site.conf serves. */
function clientDomains() {
  const folder = join(root, 'clients')
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'client.json')))
    .flatMap((entry) => JSON.parse(readFileSync(join(folder, entry.name, 'client.json'), 'utf8')).domains)
}

function writeNginxConfig(cacheFolder, staticFolder) {
  const proxy = readFileSync(join(root, 'deploy', 'nginx-site.conf'), 'utf8')
    .replaceAll('__CACHE_DIR__', cacheFolder)
    .replaceAll('__LISTEN__', `127.0.0.1:${ports.proxy}`)
    .replaceAll('__SERVER_NAMES__', clientDomains().join(' '))
    .replaceAll('__SITE__', `127.0.0.1:${ports.site}`)
    .replaceAll('__API__', `127.0.0.1:${ports.api}`)
  const config = `
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
  ${proxy}
  # The physical limit: the very same response bytes served from disk.
  server {
    listen 127.0.0.1:${ports.static};
    root ${staticFolder};
    gzip_static on;
    location / { default_type text/html; }
    location /api/ { default_type application/json; }
  }
}`
  const path = join(workFolder, 'nginx.conf')
  writeFileSync(path, config)
  return path
}

function median(values) {
  const sorted = [...values].sort((first, second) => first - second)
  return sorted[Math.floor(sorted.length / 2)]
}

function lighthouse(binary, url, chromePath) {
  const runs = []
  for (let run = 0; run < lighthouseRuns; run++) {
    const output = join(workFolder, `lighthouse-${run}.json`)
    const result = spawnSync(
      binary,
      [
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic',
      ],
      { env: { ...environment, CHROME_PATH: chromePath }, encoding: 'utf8' },
    )
    if (result.status !== 0 || !existsSync(output)) {
      log(`lighthouse failed on ${url}: ${result.stderr.slice(0, 300)}`)
      continue
    }
    const report = JSON.parse(readFileSync(output, 'utf8'))
    runs.push({
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      'best-practices': Math.round(report.categories['best-practices'].score * 100),
      seo: Math.round(report.categories.seo.score * 100),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
      cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    })
  }
  if (runs.length === 0) {
    return null
  }
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]))
}

/** First-load JavaScript per route: the gzip size of the chunks the build lists for each route. */
function firstLoadJavaScript() {
  const siteFolder = join(root, 'packages', 'site')
  const statsFile = join(siteFolder, '.next', 'diagnostics', 'route-bundle-stats.json')
  if (!existsSync(statsFile)) {
    return []
  }
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'))
  const entries = Array.isArray(stats) ? stats : Object.entries(stats).map(([route, value]) => ({ route, ...value }))
  return entries
    .map((entry) => {
      const chunks = entry.firstLoadChunkPaths ?? entry.chunks ?? entry.firstLoadChunks ?? []
      const bytes = chunks.reduce((sum, chunk) => {
        const file = [join(siteFolder, chunk), join(siteFolder, '.next', chunk)].find((path) => existsSync(path))
        return file ? sum + gzipSync(readFileSync(file)).length : sum
      }, 0)
      return { route: entry.route ?? entry.page ?? entry.name, gzipKiB: Number((bytes / 1024).toFixed(1)) }
    })
    .filter((entry) => entry.route)
}

function mark(passes) {
  return passes ? 'ok' : 'SHORT'
}

async function main() {
  bootstrap()
  const chromePath = ensureChromium()
  ensureDebianTool('wrk', 'wrk')
  ensureDebianTool('nginx', 'nginx')
  const lighthouseBinary = ensureLighthouse()

  rmSync(workFolder, { recursive: true, force: true })
  mkdirSync(workFolder, { recursive: true })

  log('building for production …')
  runOrExit('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@league/site...'])

  const databaseFolder = mkdtempSync(join(tmpdir(), 'league-bench-'))
  const apiEnvironment = {
    ...environment,
    API_DATA_DIR: databaseFolder,
    API_PORT: String(ports.api),
    LOG_LEVEL: 'warn',
  }
  log('importing the three seasons into a fresh PGlite …')
  const importStart = performance.now()
  const imported = spawnSync(
    process.execPath,
    [join(root, 'packages', 'api', 'bin', 'league-api.mjs'), 'import', join(root, 'data')],
    { env: apiEnvironment, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  if (imported.status !== 0) {
    console.error(imported.stdout)
    process.exit(1)
  }
  // The whole command (starting Node and tsx, opening PGlite, migrations) and the importer's own figure.
  const importSeconds = (performance.now() - importStart) / 1000
  const importerSeconds = Number(/into \w+ in ([\d.]+) s/.exec(imported.stdout)?.[1] ?? Number.NaN)

  // The live figures need an operator (to start a replay); the account is made before the API opens PGlite.
  prepareOperator(databaseFolder)

  log('starting the API and the site …')
  const api = startProcess('api', process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'packages', 'api'),
    env: apiEnvironment,
  })
  await waitForService(`http://127.0.0.1:${ports.api}/ready`)
  const apiMemoryAfterImportMiB = residentMemoryMiB(api.pid)

  // A cold computation: the first standings and leaders request of a season nobody has asked for yet.
  const cold = {}
  for (const [name, path] of [
    ['standings', '/v2/website/seasons/2021-22/leagues/aba-league/standings'],
    ['leaders', '/v2/website/seasons/2021-22/leagues/aba-league/leaders?stat=points'],
  ]) {
    const started = performance.now()
    const response = await fetch(`http://127.0.0.1:${ports.api}${path}`, { headers: { Origin: origin } })
    await response.arrayBuffer()
    cold[name] = Math.round(performance.now() - started)
  }

  startProcess(
    'site',
    process.execPath,
    [join(root, 'packages', 'site', 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(ports.site)],
    {
      cwd: join(root, 'packages', 'site'),
      env: {
        ...environment,
        API_URL: `http://127.0.0.1:${ports.api}`,
        PORT: String(ports.site),
        NODE_ENV: 'production',
      },
    },
  )
  await waitForService(`http://127.0.0.1:${ports.site}/en`)

  const staticFolder = join(workFolder, 'static')
  mkdirSync(join(staticFolder, 'api'), { recursive: true })
  const nginxConfig = writeNginxConfig(join(workFolder, 'cache'), staticFolder)
  runOrExit('nginx', ['-c', nginxConfig, '-p', workFolder])
  process.on('exit', () => spawnSync('nginx', ['-c', nginxConfig, '-p', workFolder, '-s', 'stop']))

  const newsResponse = await fetch(`http://127.0.0.1:${ports.api}/v2/website/news?locale=en`, {
    headers: { Origin: origin },
  })
  const news = newsResponse.ok ? await newsResponse.json() : null
  const firstNews = news?.news?.[0] ?? news?.items?.[0]
  newsPage.path = firstNews ? `/en/news/${firstNews.slug}` : null

  const rows = []
  for (const [index, page] of pages.entries()) {
    const proxied = `http://localhost:${ports.proxy}${page.path}`
    const response = await fetchRawGzip(proxied, {})
    if (response.status !== 200) {
      log(`${page.name}: ${page.path} answered ${response.status}`)
    }
    const file = `page-${index}.html`
    writeFileSync(join(staticFolder, file), response.encoding === 'gzip' ? gunzipSync(response.body) : response.body)
    if (response.encoding === 'gzip') {
      writeFileSync(join(staticFolder, `${file}.gz`), response.body)
    }
    log(`wrk ${page.name} …`)
    const ours = wrk(proxied, { 'Accept-Encoding': 'gzip' })
    const nginx = wrk(`http://127.0.0.1:${ports.static}/${file}`, { 'Accept-Encoding': 'gzip' })
    rows.push({ kind: 'page', name: page.name, path: page.path, bytes: response.body.length, ours, nginx })
  }
  for (const [index, read] of apiReads.entries()) {
    const direct = `http://127.0.0.1:${ports.api}${read.path}`
    const response = await fetchRawGzip(direct, { Origin: origin })
    const file = `api/read-${index}.json`
    writeFileSync(join(staticFolder, file), response.encoding === 'gzip' ? gunzipSync(response.body) : response.body)
    if (response.encoding === 'gzip') {
      writeFileSync(join(staticFolder, `${file}.gz`), response.body)
    }
    log(`wrk ${read.name} …`)
    const ours = wrk(direct, { 'Accept-Encoding': 'gzip', Origin: origin })
    const nginx = wrk(`http://127.0.0.1:${ports.static}/${file}`, { 'Accept-Encoding': 'gzip' })
    rows.push({ kind: 'api', name: read.name, path: read.path, bytes: response.body.length, ours, nginx })
  }

  const lighthouseResults = []
  for (const audited of [...pages.filter((page) => page.name !== 'search'), newsPage]) {
    if (!audited.path) {
      continue
    }
    log(`lighthouse ${audited.name} (${lighthouseRuns} runs) …`)
    lighthouseResults.push({
      name: audited.name,
      path: audited.path,
      ...lighthouse(lighthouseBinary, `http://localhost:${ports.proxy}${audited.path}`, chromePath),
    })
  }

  const bundles = firstLoadJavaScript()
  // Last, because its replay keeps the API busy: event → SSE subscriber latency with 1,000 subscribers.
  log('live: 1,000 SSE subscribers of a replay at 20× …')
  const live = await measureLive({ apiUrl: `http://127.0.0.1:${ports.api}`, apiPid: api.pid })
  stopAll()
  rmSync(databaseFolder, { recursive: true, force: true })

  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  }
  const date = new Date().toISOString()
  const results = {
    date,
    machine,
    wrk: { connections: 50, seconds: wrkSeconds },
    importSeconds,
    importerSeconds,
    apiMemoryAfterImportMiB,
    coldComputationMs: cold,
    throughput: rows,
    firstLoadJavaScript: bundles,
    lighthouse: lighthouseResults,
    live,
    targets,
  }

  const lines = []
  lines.push(`# Benchmark ${date.slice(0, 10)}`, '')
  lines.push(
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}. wrk: 50 connections, ${wrkSeconds} s, gzip. Load generator on the same machine: compare ratios, not absolute figures.`,
    '',
  )
  lines.push(
    '## Throughput and latency',
    '',
    '| what | ours req/s | nginx req/s | ours / nginx | ours p50 ms | ours p99 ms | target | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  )
  for (const row of rows) {
    const ratio = row.nginx.requestsPerSecond ? row.ours.requestsPerSecond / row.nginx.requestsPerSecond : 0
    const target =
      row.kind === 'page'
        ? `≥ ${targets.pageRatio * 100} %, p99 ≤ ${targets.pageP99Ms} ms`
        : `p99 ≤ ${targets.apiP99Ms} ms`
    const passes =
      row.kind === 'page'
        ? ratio >= targets.pageRatio && (row.ours.p99Ms ?? Infinity) <= targets.pageP99Ms
        : (row.ours.p99Ms ?? Infinity) <= targets.apiP99Ms
    const errors =
      row.ours.non2xx + row.ours.socketErrors > 0
        ? ` (${row.ours.non2xx} non-2xx, ${row.ours.socketErrors} socket errors)`
        : ''
    lines.push(
      `| ${row.name} \`${row.path}\` | ${row.ours.requestsPerSecond.toFixed(0)} | ${row.nginx.requestsPerSecond.toFixed(0)} | ${(ratio * 100).toFixed(1)} % | ${row.ours.p50Ms?.toFixed(2)} | ${row.ours.p99Ms?.toFixed(2)} | ${target} | ${mark(passes)}${errors} |`,
    )
  }
  lines.push(
    '',
    '## Import, memory, cold computations',
    '',
    '| what | value | target | |',
    '| --- | ---: | --- | --- |',
  )
  lines.push(
    `| import of three seasons into a fresh PGlite (the importer's own time) | ${importerSeconds.toFixed(1)} s | ≤ ${targets.importSeconds} s | ${mark(importerSeconds <= targets.importSeconds)} |`,
    `| the whole \`league-api import data\` command (Node, tsx, PGlite start, migrations, import) | ${importSeconds.toFixed(1)} s | | |`,
  )
  lines.push(`| API resident memory after import | ${apiMemoryAfterImportMiB} MiB | | |`)
  for (const [name, ms] of Object.entries(cold)) {
    lines.push(
      `| cold ${name} computation (first request, 2021-22) | ${ms} ms | ≤ ${targets.coldComputationMs} ms | ${mark(ms <= targets.coldComputationMs)} |`,
    )
  }
  lines.push('', '## First-load JavaScript (gzip)', '', '| route | KiB | target | |', '| --- | ---: | --- | --- |')
  // Routes that load the same chunks share one row; the JSON keeps every route.
  const routesBySize = new Map()
  for (const bundle of bundles) {
    routesBySize.set(bundle.gzipKiB, [...(routesBySize.get(bundle.gzipKiB) ?? []), bundle])
  }
  for (const [gzipKiB, routes] of [...routesBySize].sort(([first], [second]) => second - first)) {
    const names = routes.map((route) => `\`${route.route}\``)
    const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
    lines.push(`| ${shown} | ${gzipKiB} | ≤ ${targets.firstLoadKiB} | ${mark(gzipKiB <= targets.firstLoadKiB)} |`)
  }

  lines.push(
    '',
    `## Lighthouse (mobile, median of ${lighthouseRuns})`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  )
  for (const result of lighthouseResults) {
    const passes = Object.entries(targets.lighthouse).every(([key, target]) => (result[key] ?? 0) >= target)
    lines.push(
      `| ${result.name} | ${result.performance} | ${result.accessibility} | ${result['best-practices']} | ${result.seo} | ${result.lcpMs} | ${result.tbtMs} | ${result.cls} | ${mark(passes)} |`,
    )
  }
  lines.push(
    '',
    'Targets: Lighthouse ≥ 98 performance and 100 accessibility, best practices and SEO; "SHORT" marks a figure that misses its target.',
  )

  lines.push('', liveMarkdown(live, date).replace(/^# Live bench, .*$/m, '## Live games (SSE)'))

  const resultsFolder = join(root, 'bench', 'results')
  mkdirSync(resultsFolder, { recursive: true })
  const stamp = date.slice(0, 16).replace(':', '-')
  writeFileSync(join(resultsFolder, `${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(join(resultsFolder, `${stamp}.md`), `${lines.join('\n')}\n`)
  console.log(`\n${lines.join('\n')}\n`)
  log(`written bench/results/${stamp}.json and .md`)
}

await main()
