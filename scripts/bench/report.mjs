// The results file: every figure beside its target (issue #11's unless said otherwise), marked ok or SHORT,
// and a closing section giving each SHORT figure the cause this run measured (CPU per request from /proc,
// response headers, log bytes, Lighthouse's audits, the build's chunks), or saying that none was measured.
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { liveMarkdown } from '../bench-live.mjs'
import { median } from './lighthouse.mjs'

export const targets = {
  /** Straight from the site, a repeated page: share of the rate at which the same server serves a chunk. */
  pageStraightShareOfNextStatic: 0.25,
  pageStraightP99Ms: 100,
  /** Through nginx: the previous bench's targets (issue #11 sets none for the proxied path). */
  pageProxiedShareOfNginx: 0.5,
  pageProxiedP99Ms: 50,
  apiShareOfNginx: 0.25,
  apiP99Ms: 25,
  /** Every 5 s window of the run across the cache expiry, as for any cached read. */
  expiryWindowP99Ms: 25,
  firstLoadOverFloorKiB: 5,
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** Issue #11's 300 MB, read as MiB as its own figures (427–670 MB) were. */
  apiMemoryMiB: 300,
  coldComputationMs: 100,
  /** The previous bench's targets, kept. */
  importSeconds: 10,
  liveP99Ms: 200,
}

const mark = (passes) => (passes ? 'ok' : 'SHORT')

/**
 * Routes that are tools, not content pages: #11's first-load target is for content pages. The signed-in
 * profile, sign-in and registration, the operator console, and the venue and broadcast screens. Their sizes
 * are reported beside the others, marked as tools.
 */
const toolRoutes = [/\/auth\//, /\/operator$/, /\/profile(\/|$)/, /\/venues\//, /\/(broadcast|tv-stats)$/]
const isToolRoute = (route) => toolRoutes.some((pattern) => pattern.test(route))
const fixed = (value, digits = 0) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '–')
const percent = (fraction) =>
  typeof fraction === 'number' && Number.isFinite(fraction) ? `${(fraction * 100).toFixed(1)} %` : '–'
const perRequest = (milliseconds, requests) => (requests > 0 ? milliseconds / requests : Number.NaN)
const errorsOf = (run) => `${run.timeouts} / ${run.non2xx}${run.socketErrors ? ` (+${run.socketErrors} socket)` : ''}`

/** Collects SHORT figures with their causes while the tables are written. */
function shortList() {
  const entries = []
  return {
    add(figure, cause) {
      entries.push({ figure, cause })
    },
    entries,
  }
}

function straightPassed(row, staticRate) {
  return (
    row.straight.requestsPerSecond >= targets.pageStraightShareOfNextStatic * staticRate &&
    (row.straight.p99Ms ?? Infinity) <= targets.pageStraightP99Ms &&
    row.straight.timeouts === 0 &&
    row.straight.non2xx === 0
  )
}

/** The share of the machine's CPU capacity that work outside the bench took during a run (shared machine). */
const otherWorkText = (run) =>
  typeof run.otherWork === 'number'
    ? `work outside the bench's processes (other processes on the machine, and the kernel's interrupt handling, loopback network included) took ${percent(run.otherWork)} of the machine's CPU capacity during the run`
    : ''

function straightCause(row, results) {
  const seconds = results.wrk.seconds
  const chunk = results.staticChunk.next
  const warm = results.coldWarm.find((page) => page.path === row.path)
  const siteCpu = perRequest(row.straight.cpuMs.site, row.straight.requests)
  const chunkCpu = perRequest(chunk.cpuMs.site, chunk.requests)
  const apiCpu = perRequest(row.straight.cpuMs.api, row.straight.requests)
  const siteBusy = row.straight.cpuMs.site / (seconds * 1000)
  const parts = []
  if (row.straight.requests === 0) {
    parts.push(`no request completed within the ${seconds} s run`)
  }
  parts.push(
    `the site process spent ${fixed(siteCpu, 1)} ms CPU per page (${fixed(chunkCpu, 2)} ms per static chunk) and was busy ${percent(siteBusy)} of one core`,
    `the API spent ${fixed(apiCpu, 2)} ms CPU per page${apiCpu >= 0.1 ? ' (the page reads the API while it renders)' : ''}`,
    `a repeated page answers \`Cache-Control: ${warm?.cacheControl ?? 'none'}\` and ${warm?.nextCache ? `\`x-nextjs-cache: ${warm.nextCache}\`` : 'no `x-nextjs-cache` header'}${warm?.nextPrerender ? `, \`x-nextjs-prerender: ${warm.nextPrerender}\`` : ''}`,
  )
  if (!warm?.nextCache && !warm?.nextPrerender && siteCpu > 10 * chunkCpu) {
    parts.push("so it is not served from Next's cache but rendered on every request")
  }
  if (otherWorkText(row.straight)) {
    parts.push(otherWorkText(row.straight))
  }
  if (row.straight.timeouts + row.straight.non2xx > 0) {
    parts.push(`${row.straight.timeouts} requests timed out (10 s) and ${row.straight.non2xx} answered non-2xx/3xx`)
  }
  return `Measured: ${parts.join('; ')}.`
}

function pagesStraight(results, short) {
  const { staticChunk } = results
  const staticRate = staticChunk.next.requestsPerSecond
  const lines = [
    '## Pages straight from the site (server.mjs, no proxy)',
    '',
    `Host \`${results.siteHost}\` (the aba client), gzip. "other work" is the share of the machine's CPU capacity (all cores) taken during the run by anything but the bench's processes: other processes on the machine (it may be shared) and the kernel's interrupt handling (loopback network included, so never quite zero under wrk). The higher, the less the figures say about our code. Beside them, the same server serving the static chunk \`${staticChunk.path}\` (${staticChunk.bytes} bytes on the wire, ${staticChunk.contentEncoding ?? 'uncompressed'}; its gzip size is the closest to the pages' median) and nginx serving the same bytes. Target: ≥ ${targets.pageStraightShareOfNextStatic * 100} % of Next's static-chunk rate, p99 ≤ ${targets.pageStraightP99Ms} ms, 0 timeouts (and 0 non-2xx).`,
    '',
    '| what | req/s | % of Next static | p50 ms | p99 ms | timeouts / non-2xx | other work | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| Next serving the static chunk | ${fixed(staticRate)} | 100 % | ${fixed(staticChunk.next.p50Ms, 2)} | ${fixed(staticChunk.next.p99Ms, 2)} | ${errorsOf(staticChunk.next)} | ${percent(staticChunk.next.otherWork)} | the limit |`,
    `| nginx serving the same chunk bytes | ${fixed(staticChunk.nginx.requestsPerSecond)} | ${percent(staticChunk.nginx.requestsPerSecond / staticRate)} | ${fixed(staticChunk.nginx.p50Ms, 2)} | ${fixed(staticChunk.nginx.p99Ms, 2)} | ${errorsOf(staticChunk.nginx)} | | reference |`,
  ]
  for (const row of results.pages) {
    const passes = straightPassed(row, staticRate)
    lines.push(
      `| ${row.name} \`${row.path}\` | ${fixed(row.straight.requestsPerSecond)} | ${percent(row.straight.requestsPerSecond / staticRate)} | ${fixed(row.straight.p50Ms, 2)} | ${fixed(row.straight.p99Ms, 2)} | ${errorsOf(row.straight)} | ${percent(row.straight.otherWork)} | ${mark(passes)} |`,
    )
    if (!passes) {
      short.add(`page straight: ${row.name}`, straightCause(row, results))
    }
  }
  return lines
}

function pagesProxied(results, short) {
  const lines = [
    '## Pages through nginx (deploy/nginx-site.conf)',
    '',
    `Host \`localhost\`, gzip; beside each, nginx serving the very same bytes from disk. Target (the previous bench's; #11 sets none here): ≥ ${targets.pageProxiedShareOfNginx * 100} % of nginx, p99 ≤ ${targets.pageProxiedP99Ms} ms. "cache" is nginx's cache status for the page after the run.`,
    '',
    '| page | status | bytes | req/s | nginx same bytes req/s | ratio | p50 ms | p99 ms | timeouts / non-2xx | cache | other work | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
  ]
  for (const row of results.pages) {
    const ratio = row.nginx.requestsPerSecond ? row.proxied.requestsPerSecond / row.nginx.requestsPerSecond : 0
    const passes =
      ratio >= targets.pageProxiedShareOfNginx &&
      (row.proxied.p99Ms ?? Infinity) <= targets.pageProxiedP99Ms &&
      row.proxied.timeouts + row.proxied.non2xx === 0
    lines.push(
      `| ${row.name} | ${row.status} | ${row.bytes} | ${fixed(row.proxied.requestsPerSecond)} | ${fixed(row.nginx.requestsPerSecond)} | ${percent(ratio)} | ${fixed(row.proxied.p50Ms, 2)} | ${fixed(row.proxied.p99Ms, 2)} | ${errorsOf(row.proxied)} | ${row.proxied.cacheStatus ?? '–'} | ${percent(row.proxied.otherWork)} | ${mark(passes)} |`,
    )
    if (!passes) {
      const siteCpu = perRequest(row.proxied.cpuMs.site, row.proxied.requests)
      short.add(
        `page through nginx: ${row.name}`,
        `Measured: nginx's cache status after the run was ${row.proxied.cacheStatus ?? 'not reported'} (the site answers \`Cache-Control: ${row.proxied.cacheControl ?? 'none'}\`); the site spent ${fixed(siteCpu, 2)} ms CPU per request through nginx${siteCpu >= 1 ? ', so requests reached it instead of the cache' : ''}${otherWorkText(row.proxied) ? `; ${otherWorkText(row.proxied)}` : ''}.`,
      )
    }
  }
  return lines
}

function coldAndWarm(results) {
  const lines = [
    '## First request after start (cold) and a repeated page (warm), straight from the site',
    '',
    "In this order, right after the site started: each page's first request, then the median of 5 more. No target in #11 (the warm rate is judged above).",
    '',
    '| page | status | cold ms | warm ms | gzip bytes | Cache-Control | x-nextjs-cache |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
  ]
  for (const page of results.coldWarm) {
    lines.push(
      `| ${page.name} | ${page.status} | ${page.coldMs} | ${page.warmMs} | ${page.gzipBytes} | \`${page.cacheControl ?? '–'}\` | ${page.nextCache ?? '–'}${page.nextPrerender ? ` (x-nextjs-prerender: ${page.nextPrerender})` : ''} |`,
    )
  }
  return lines
}

function apiReads(results, short) {
  const lines = [
    '## API reads straight (no proxy)',
    '',
    `Origin \`${results.origin}\`, gzip; beside each, nginx serving the same bytes, and node:http answering them with the same headers and nothing else (no routing, cache lookup or log: Node's own limit on this machine, \`scripts/bench/bare-node-server.mjs\`). Target: ≥ ${targets.apiShareOfNginx * 100} % of nginx, p99 ≤ ${targets.apiP99Ms} ms. "CPU/read" is the API process's CPU time per read during the run; "log" the bytes it wrote to its log per read.`,
    '',
    '| read | bytes | req/s | nginx req/s | ratio | node:http req/s (% of nginx) | API % of node:http | p50 ms | p99 ms | timeouts / non-2xx | CPU/read ms | log B/read | other work | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const row of results.api) {
    const ratio = row.nginx.requestsPerSecond ? row.straight.requestsPerSecond / row.nginx.requestsPerSecond : 0
    const passes =
      ratio >= targets.apiShareOfNginx &&
      (row.straight.p99Ms ?? Infinity) <= targets.apiP99Ms &&
      row.straight.timeouts + row.straight.non2xx === 0
    const cpu = perRequest(row.straight.cpuMs.api, row.straight.requests)
    const logBytes = perRequest(row.straight.logBytes, row.straight.requests)
    const bareNode = row.bareNode?.requestsPerSecond
    const bareNodeOfNginx = bareNode && row.nginx.requestsPerSecond ? bareNode / row.nginx.requestsPerSecond : undefined
    const apiOfBareNode = bareNode ? row.straight.requestsPerSecond / bareNode : undefined
    const bareNodeCpu = row.bareNode ? perRequest(row.bareNode.cpuMs.bareNode, row.bareNode.requests) : undefined
    lines.push(
      `| ${row.name} \`${row.path}\` | ${row.bytes} | ${fixed(row.straight.requestsPerSecond)} | ${fixed(row.nginx.requestsPerSecond)} | ${percent(ratio)} | ${bareNode ? `${fixed(bareNode)} (${percent(bareNodeOfNginx)})` : '–'} | ${percent(apiOfBareNode)} | ${fixed(row.straight.p50Ms, 2)} | ${fixed(row.straight.p99Ms, 2)} | ${errorsOf(row.straight)} | ${fixed(cpu, 3)} | ${fixed(logBytes)} | ${percent(row.straight.otherWork)} | ${mark(passes)} |`,
    )
    if (!passes) {
      const busy = row.straight.cpuMs.api / (results.wrk.seconds * 1000)
      short.add(
        `API read: ${row.name}`,
        `Measured: the API spent ${fixed(cpu, 3)} ms CPU per read (nginx needs none of ours) and was busy ${percent(busy)} of one core; it wrote ${fixed(logBytes)} bytes of log per read; ${otherWorkText(row.straight) ? `${otherWorkText(row.straight)}; ` : ''}the read answers \`Content-Encoding: ${row.contentEncoding ?? 'none'}\`, ${row.etag ? 'an ETag' : 'no ETag'}, \`Cache-Control: ${row.cacheControl ?? 'none'}\`. ${bareNode ? `node:http answering the same bytes with nothing else reached ${percent(bareNodeOfNginx)} of nginx (${fixed(bareNodeCpu, 3)} ms CPU per answer), and the API ${percent(apiOfBareNode)} of node:http: the rest of the gap to nginx is Node's own on this machine.` : 'Which part of the CPU time (routing, serialising, compressing, logging) is not yet measured.'}`,
      )
    }
  }
  return lines
}

function cacheExpiry(results, short) {
  const { expiry } = results
  const lines = [
    `## API ${expiry.name} across its cache expiry (${expiry.windows.length * expiry.windowSeconds} s)`,
    '',
    `\`${expiry.path}\` answers \`Cache-Control: ${expiry.cacheControl ?? 'none'}\`. wrk reports only whole runs, so the ${expiry.windows.length * expiry.windowSeconds} s are ${expiry.windows.length} back-to-back runs of ${expiry.windowSeconds} s (each opens its 50 connections anew). Target: p99 ≤ ${targets.expiryWindowP99Ms} ms in every window (no spike).`,
    '',
    '| from second | req/s | p50 ms | p99 ms | timeouts / non-2xx | API busy (one core) | other work | log B/read | |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  const busyOf = (window) => window.cpuMs.api / (expiry.windowSeconds * 1000)
  const busyMedian = median(expiry.windows.map(busyOf))
  for (const window of expiry.windows) {
    const passes = (window.p99Ms ?? Infinity) <= targets.expiryWindowP99Ms && window.timeouts + window.non2xx === 0
    lines.push(
      `| ${window.fromSecond} | ${fixed(window.requestsPerSecond)} | ${fixed(window.p50Ms, 2)} | ${fixed(window.p99Ms, 2)} | ${errorsOf(window)} | ${percent(busyOf(window))} | ${percent(window.otherWork)} | ${fixed(perRequest(window.logBytes, window.requests))} | ${mark(passes)} |`,
    )
    if (!passes) {
      short.add(
        `API ${expiry.name}, window from ${window.fromSecond} s`,
        `Measured: p99 ${fixed(window.p99Ms, 1)} ms with the API busy ${percent(busyOf(window))} of one core in this window (median window ${percent(busyMedian ?? 0)})${otherWorkText(window) ? `; ${otherWorkText(window)}` : ''}. Whether the expiry's re-computation, garbage collection or the run's reconnects cause it is not yet measured.`,
      )
    }
  }
  const p99s = expiry.windows.map((window) => window.p99Ms).filter((value) => typeof value === 'number')
  if (p99s.length > 0) {
    lines.push(
      '',
      `The slowest window's p99 is ${fixed(Math.max(...p99s) / median(p99s), 2)}× the median window's (a spike at the expiry would stand out here even when every window misses the absolute target).`,
    )
  }
  return lines
}

function javascript(results, short) {
  const { routes, floor } = results.firstLoadJavaScript
  const lines = ['## First-load JavaScript (gzip)', '']
  if (!floor) {
    return [...lines, "No `/_not-found` route in the build's route-bundle-stats.json: not measured."]
  }
  const limit = floor.gzipKiB + targets.firstLoadOverFloorKiB
  lines.push(
    `The framework's floor is \`/_not-found\`: ${floor.gzipKiB} KiB. Target for content pages: ≤ floor + ${targets.firstLoadOverFloorKiB} KiB = ${limit.toFixed(1)} KiB. Routes loading the same chunks share a row; the JSON lists every route. Rows marked "tool" are the profile, sign-in, operator console and venue and broadcast screens: tools, not content pages, so the target does not apply to them.`,
    '',
    '| routes | KiB | over the floor | |',
    '| --- | ---: | ---: | --- |',
  )
  const groups = new Map()
  for (const route of routes) {
    const key = `${route.gzipKiB}|${route.beyondFloor.map((chunk) => chunk.chunk).join(',')}`
    groups.set(key, [...(groups.get(key) ?? []), route])
  }
  for (const members of [...groups.values()].sort((first, second) => second[0].gzipKiB - first[0].gzipKiB)) {
    const names = members.map((route) => `\`${route.route}\``)
    const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
    const { gzipKiB, beyondFloor } = members[0]
    const tools = members.every((route) => isToolRoute(route.route))
    // Compared in bytes: the KiB shown are rounded, and a route can sit within a few bytes of the limit.
    const passes = tools || members[0].gzipBytes - floor.gzipBytes <= targets.firstLoadOverFloorKiB * 1024
    lines.push(`| ${shown} | ${gzipKiB} | ${(gzipKiB - floor.gzipKiB).toFixed(1)} | ${tools ? 'tool' : mark(passes)} |`)
    if (!passes) {
      const chunks = beyondFloor
        .slice(0, 4)
        .map((chunk) => `\`${chunk.chunk}\` ${chunk.gzipKiB} KiB`)
        .join(', ')
      short.add(
        `first-load JS: ${shown}`,
        `Measured: ${beyondFloor.length} chunks beyond the floor's, largest ${chunks}. Which modules fill them is not yet measured.`,
      )
    }
  }
  return lines
}

function lighthouseSection(results, short) {
  const lines = [
    `## Lighthouse (mobile, median of ${results.knobs.BENCH_LIGHTHOUSE_RUNS}, straight from the site)`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | server response ms | load average | host CPU index | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const result of results.lighthouse) {
    if (result.runs === 0) {
      lines.push(`| ${result.name} | – | – | – | – | – | – | – | – | – | – | SHORT |`)
      short.add(
        `Lighthouse: ${result.name}`,
        `Every Lighthouse run failed: ${result.failures.join(' / ').slice(0, 300)}`,
      )
      continue
    }
    const missing = Object.entries(targets.lighthouse).filter(([category, target]) => result[category] < target)
    lines.push(
      `| ${result.name} | ${result.performance} | ${result.accessibility} | ${result['best-practices']} | ${result.seo} | ${result.lcpMs} | ${result.tbtMs} | ${result.cls} | ${fixed(result.ttfbMs)} | ${result.loadAverage?.join(' → ') ?? '–'} | ${fixed(result.hostCpuIndex)} | ${mark(missing.length === 0)} |`,
    )
    if (missing.length > 0) {
      const causes = missing.map(
        ([category]) =>
          `${category} ${result[category]}: ${result.losing[category].length > 0 ? result.losing[category].join(', ') : 'no single audit below its mark (the score is the weighted metrics)'}`,
      )
      short.add(
        `Lighthouse: ${result.name}`,
        `Measured (audits below full marks in the median run): ${causes.join('; ')}.`,
      )
    }
  }
  lines.push(
    '',
    `Targets: performance ≥ ${targets.lighthouse.performance}, accessibility, best practices and SEO ${targets.lighthouse.accessibility}. "load average" is the machine's one-minute load before and after the page's runs (2 cores; Lighthouse's own Chromium included): performance scores drop when other work competes for the CPU. "host CPU index" is Lighthouse's benchmark of the host (median of the runs; a mid-tier phone is about 1000): Lighthouse slows the CPU by 4× on top of the host, so the same page scores lower on a slower host.`,
  )
  return lines
}

function memoryAndComputations(results, short) {
  const { memory } = results
  const memoryRow = (what, figures, target) => {
    const passes = target === undefined ? null : figures.residentMiB <= target
    return `| ${what} | ${figures.residentMiB} MiB (anonymous ${figures.anonymousMiB}, files ${figures.fileMiB}) | ${target === undefined ? 'no target' : `≤ ${target} MiB`} | ${passes === null ? '–' : mark(passes)} |`
  }
  const lines = [
    '## Memory, cold computations, import',
    '',
    `The API runs as \`${results.apiEntry}\` on the imported PGlite, at its default log level, without Redis.`,
    '',
    '| what | value | target | |',
    '| --- | ---: | --- | --- |',
    memoryRow('API resident memory after import (started, no reads yet)', memory.apiAfterImport, targets.apiMemoryMiB),
    memoryRow('API resident memory after warm-up (every read above)', memory.apiAfterWarmUp, targets.apiMemoryMiB),
    memoryRow('site resident memory after start', memory.siteAfterStart),
    memoryRow('site resident memory after warm-up', memory.siteAfterWarmUp),
  ]
  for (const [label, figures] of [
    ['after import', memory.apiAfterImport],
    ['after warm-up', memory.apiAfterWarmUp],
  ]) {
    if (figures.residentMiB > targets.apiMemoryMiB) {
      short.add(
        `API memory ${label}`,
        `Measured: ${figures.anonymousMiB} MiB anonymous (JavaScript heap, PGlite's WebAssembly memory, caches) and ${figures.fileMiB} MiB file-backed. How the anonymous part divides is not yet measured.`,
      )
    }
  }
  for (const read of results.cold) {
    const passes = read.status === 200 && read.milliseconds <= targets.coldComputationMs
    lines.push(
      `| cold ${read.name} (first request of 2021-22, status ${read.status}) | ${read.milliseconds} ms | ≤ ${targets.coldComputationMs} ms | ${mark(passes)} |`,
    )
    if (!passes) {
      short.add(
        `cold ${read.name}`,
        read.serverTiming
          ? `Measured (the API's Server-Timing): ${read.serverTiming}.`
          : 'Cause not yet measured (the API sends no Server-Timing).',
      )
    }
  }
  const importPasses = results.importerSeconds <= targets.importSeconds
  lines.push(
    `| import of three seasons into a fresh PGlite (the importer's own time) | ${fixed(results.importerSeconds, 1)} s | ≤ ${targets.importSeconds} s (previous bench) | ${mark(importPasses)} |`,
    `| the whole \`league-api import data\` command (Node, tsx, PGlite start, migrations, import) | ${fixed(results.importSeconds, 1)} s | no target | – |`,
  )
  if (!importPasses) {
    short.add('import', 'Cause not yet measured.')
  }
  return lines
}

function liveSection(results, short) {
  if (!results.live) {
    return ['## Live games (SSE)', '', 'Not measured in this run (BENCH_LIVE=0).']
  }
  // A figure nothing was measured for is NaN in the run and null once written to JSON: NaN for both.
  const live = Object.fromEntries(
    Object.entries(results.live).map(([name, value]) => [name, value === null ? Number.NaN : value]),
  )
  if (!(live.p99Ms <= targets.liveP99Ms)) {
    short.add(
      'live delivery p99',
      live.deliveries === 0
        ? `Measured: no event reached a subscriber during the replay; ${live.connected} of ${live.subscribers} subscribers had their snapshot within ${live.connectSeconds} s (${live.timedOut} timed out, ${live.failed} failed). Why the replay's events did not arrive is not yet measured.`
        : 'Cause not yet measured.',
    )
  }
  return [liveMarkdown(live, results.date).replace(/^# Live bench, .*$/m, '## Live games (SSE)')]
}

/** Every wrk run of the bench with its share of other work, for the summary of how loaded the machine was. */
function otherWorkShares(results) {
  const runs = [
    results.staticChunk.next,
    ...results.pages.flatMap((row) => [row.straight, row.proxied]),
    ...results.api.map((row) => row.straight),
    ...results.expiry.windows,
  ]
  return runs.map((run) => run.otherWork).filter((value) => typeof value === 'number')
}

export function markdownReport(results) {
  const short = shortList()
  const { machine, knobs } = results
  const shares = otherWorkShares(results)
  const loadNote =
    shares.length === 0
      ? ''
      : ` Work outside the bench took a median ${percent(median(shares))} of the machine's CPU capacity during the wrk runs (${percent(Math.min(...shares))}–${percent(Math.max(...shares))})${median(shares) > 0.25 ? ': this run competed with other work for the CPU, so its absolute figures (and ratios against nginx, which needs little CPU) understate our code; compare with a run on a quiet machine' : ''}.`
  const sections = [
    [
      `# Benchmark ${results.date.slice(0, 10)}`,
      '',
      `Commit ${results.commit}; ${results.date} to ${results.finished}. Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}; load average ${machine.loadAtStart.join(' ')} at the start, ${machine.loadAtEnd.join(' ')} at the end (the machine may be shared). Knobs: BENCH_SECONDS=${knobs.BENCH_SECONDS}, BENCH_LIGHTHOUSE_RUNS=${knobs.BENCH_LIGHTHOUSE_RUNS}, BENCH_PORT_BASE=${knobs.BENCH_PORT_BASE}, BENCH_LIVE=${knobs.BENCH_LIVE ? 1 : 0}. wrk: ${results.wrk.connections} connections, ${results.wrk.threads} threads, ${results.wrk.seconds} s per run, --timeout ${results.wrk.timeoutSeconds}s. The load generator shares the machine: compare ratios within this run, not absolute figures between runs.${loadNote}`,
    ],
    pagesStraight(results, short),
    coldAndWarm(results),
    pagesProxied(results, short),
    apiReads(results, short),
    cacheExpiry(results, short),
    javascript(results, short),
    lighthouseSection(results, short),
    memoryAndComputations(results, short),
    liveSection(results, short),
  ]
  const causes = [
    '## SHORT figures and their measured causes',
    '',
    ...(short.entries.length === 0
      ? ['None: every figure meets its target.']
      : short.entries.map((entry) => `- **${entry.figure}**: ${entry.cause}`)),
  ]
  return `${[...sections, causes].map((lines) => lines.join('\n')).join('\n\n')}\n`
}

// `node scripts/bench/report.mjs bench/results/<run>.json` writes <run>.md again from a run's figures (after
// a change to this report; the figures themselves are never re-measured).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const resultsFile = process.argv[2]
  if (!resultsFile?.endsWith('.json')) {
    console.error('usage: node scripts/bench/report.mjs bench/results/<run>.json')
    process.exit(1)
  }
  writeFileSync(resultsFile.replace(/\.json$/, '.md'), markdownReport(JSON.parse(readFileSync(resultsFile, 'utf8'))))
}
