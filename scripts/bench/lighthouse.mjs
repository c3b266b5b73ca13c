// Lighthouse (mobile, its default) on one page, `runs` times; the median of each figure, and from the run
// with the median performance score the audits that cost points (the measured cause of a SHORT score).
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumFlags } from '../chromium-flags.mjs'
import { runCommand } from './processes.mjs'

const categories = ['performance', 'accessibility', 'best-practices', 'seo']

export function median(values) {
  const sorted = [...values].sort((first, second) => first - second)
  return sorted[Math.floor(sorted.length / 2)]
}

/** The audits of a category that did not score full marks, worst first, as `title (id): shown value`. */
function auditsLosingPoints(report, category) {
  return report.categories[category].auditRefs
    .filter((reference) => reference.weight > 0 || category === 'performance')
    .map((reference) => report.audits[reference.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < (category === 'performance' ? 0.9 : 1))
    .sort((first, second) => first.score - second.score)
    .slice(0, 5)
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
}

function figuresOf(report) {
  return {
    ...Object.fromEntries(
      categories.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
    ),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    ttfbMs: Math.round(report.audits['server-response-time']?.numericValue ?? Number.NaN),
  }
}

export async function lighthouse({ binary, url, runs, chromePath, environment, workFolder }) {
  const results = []
  const failures = []
  for (let run = 0; run < runs; run++) {
    const output = join(workFolder, `lighthouse-${run}.json`)
    rmSync(output, { force: true })
    const result = await runCommand(
      'lighthouse',
      binary,
      [url, '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${chromiumFlags.join(' ')}`],
      // Lighthouse's launcher puts Chromium in a group of its own and kills it on SIGINT, not on SIGTERM.
      { env: { ...environment, CHROME_PATH: chromePath }, stopSignal: 'SIGINT' },
    )
    if (result.code !== 0 || !existsSync(output)) {
      failures.push(result.stderr.slice(0, 300))
      continue
    }
    const report = JSON.parse(readFileSync(output, 'utf8'))
    if (report.runtimeError) {
      failures.push(report.runtimeError.message)
      continue
    }
    results.push({
      figures: figuresOf(report),
      losing: Object.fromEntries(categories.map((category) => [category, auditsLosingPoints(report, category)])),
    })
  }
  if (results.length === 0) {
    return { runs: 0, failures }
  }
  const keys = Object.keys(results[0].figures)
  const medians = Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result.figures[key]))]))
  const representative = results.find((result) => result.figures.performance === medians.performance) ?? results[0]
  return { runs: results.length, failures, ...medians, losing: representative.losing }
}
