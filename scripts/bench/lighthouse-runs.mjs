// The bench's Lighthouse step: the median of a few mobile runs per page, straight from the site.
import { loadavg } from 'node:os'
import { environment } from '../bootstrap.mjs'
import { lighthouse } from './lighthouse.mjs'
import { knobs, log, siteHost, workFolder } from './plan.mjs'

export async function lighthouseRuns({ measuredPages, lighthouseBinary, chromePath }) {
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
  return lighthouseResults
}
