// The results file: every figure beside its target (issue #11's unless said otherwise), marked ok or SHORT,
// and a closing section giving each SHORT figure the cause this run measured (CPU per request from /proc,
// response headers, log bytes, Lighthouse's audits, the build's chunks), or saying that none was measured.
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { median } from './lighthouse.mjs'
import { apiReads, cacheExpiry } from './report/api.mjs'
import { percent, shortList } from './report/figures.mjs'
import { javascript } from './report/javascript.mjs'
import { lighthouseSection } from './report/lighthouse.mjs'
import { liveSection } from './report/live.mjs'
import { memoryAndComputations } from './report/memory.mjs'
import { coldAndWarm, pagesProxied, pagesStraight } from './report/pages.mjs'
import { fantasySection } from './report/fantasy.mjs'

// One module per section in report/; the targets live with the figures' formatting.
export { targets } from './report/figures.mjs'

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
    fantasySection(results, short),
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
