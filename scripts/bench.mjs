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
// The steps live in scripts/bench/: build (tools and the production build), services (import, API, site,
// nginx, node:http), page-runs, api-runs, expiry-run, bundles (first-load JS), lighthouse-runs, probes
// (memory, CPU), bench-live.mjs (live) and report.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { bootstrap, root } from './bootstrap.mjs'
import { measureLive } from './bench-live.mjs'
import { prepareOperator } from './bench/live-streams.mjs'
import { measureResume } from './bench/stream-resume.mjs'
import { apiRuns, coldComputations } from './bench/api-runs.mjs'
import { buildForProduction, ensureDebianTool, ensureLighthouse } from './bench/build.mjs'
import { firstLoadJavaScript } from './bench/bundles.mjs'
import { measureFantasy } from './bench/fantasy.mjs'
import { expiryRun } from './bench/expiry-run.mjs'
import { lighthouseRuns } from './bench/lighthouse-runs.mjs'
import { coldAndWarmPages, pageRuns, pagesToMeasure, staticChunkRun } from './bench/page-runs.mjs'
import { knobs, log, origin, ports, siteFolder, siteHost, workFolder } from './bench/plan.mjs'
import { groupMemory } from './bench/probes.mjs'
import { stopEverything, stopEverythingOnExit } from './bench/processes.mjs'
import { markdownReport, targets } from './bench/report.mjs'
import { apiEnvironmentIn, importSeasons, startApi, startBareNode, startNginx, startSite } from './bench/services.mjs'
import { ensureChromium } from './chromium.mjs'

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

  await buildForProduction()

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
  const apiEnvironment = apiEnvironmentIn(databaseFolder)
  const { importSeconds, importerSeconds } = await importSeasons(apiEnvironment)
  // On a copy of the imported database, before the API opens (and locks) it.
  const fantasy = knobs.BENCH_FANTASY ? await measureFantasy(databaseFolder) : null

  // The live figures need an operator (to start a replay); the account is made before the API opens PGlite.
  prepareOperator(databaseFolder)

  log('starting the API …')
  const apiLog = join(workFolder, 'api.log')
  const { api, entry: apiEntry } = await startApi(apiEnvironment, apiLog)
  const memory = { apiAfterImport: groupMemory(api.pid) }

  const cold = await coldComputations()
  const measuredPages = await pagesToMeasure()

  const site = await startSite()
  memory.siteAfterStart = groupMemory(site.pid)
  const processes = { site: site.pid, api: api.pid }
  const coldWarm = await coldAndWarmPages(measuredPages)

  const nginx = await startNginx(staticFolder)
  processes.nginx = nginx.pid
  const staticChunk = await staticChunkRun({ processes, staticFolder, seconds, coldWarm })
  const pageRows = await pageRuns({ processes, staticFolder, seconds, measuredPages })

  const bareNode = await startBareNode(staticFolder)
  const apiRows = await apiRuns({ processes, staticFolder, seconds, apiLog, bareNode })
  const expiry = await expiryRun({ processes, apiLog })

  memory.apiAfterWarmUp = groupMemory(api.pid)
  memory.siteAfterWarmUp = groupMemory(site.pid)

  const lighthouseResults = await lighthouseRuns({ measuredPages, lighthouseBinary, chromePath })

  const bundles = firstLoadJavaScript(siteFolder)

  let live = null
  if (knobs.BENCH_LIVE) {
    // Last, because its replay keeps the API busy: event → SSE subscriber latency with 1,000 subscribers.
    log('live: 1,000 SSE subscribers of a replay at 20× …')
    live = await measureLive({ apiUrl: `http://127.0.0.1:${ports.api}`, apiPid: api.pid })
    log('live: API CPU per stream connection, fresh and resumed with Last-Event-ID, once the replay has ended …')
    live.resume = await measureResume({ apiUrl: `http://127.0.0.1:${ports.api}`, apiPid: api.pid, origin })
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
    fantasy,
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
