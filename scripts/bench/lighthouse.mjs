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

const scored = (audit) => audit && typeof audit.score === 'number'
const shown = (audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`

/**
 * What cost a category points, as `id (shown value)`: for performance, its weighted metrics scoring below
 * 0.9, then up to four other audits below 0.5 that show a value (savings, time); for the other categories, every weighted audit that did
 * not pass.
 */
function auditsLosingPoints(report, category) {
  const references = report.categories[category].auditRefs
  const audited = (reference) => report.audits[reference.id]
  if (category !== 'performance') {
    return references
      .filter((reference) => reference.weight > 0)
      .map(audited)
      .filter((audit) => scored(audit) && audit.score < 1)
      .map(shown)
  }
  const metrics = references
    .filter((reference) => reference.weight > 0)
    .map(audited)
    .filter((audit) => scored(audit) && audit.score < 0.9)
    .sort((first, second) => first.score - second.score)
  const others = references
    .filter((reference) => reference.weight === 0)
    .map(audited)
    .filter((audit) => scored(audit) && audit.score < 0.5 && audit.displayValue)
    .slice(0, 4)
  return [...metrics, ...others].map(shown)
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
    // Lighthouse's own measure of the host's CPU (a mid-tier phone is about 1000): its CPU slowdown is
    // applied on top of the host, so the same page scores lower on a slower host.
    hostCpuIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN),
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
