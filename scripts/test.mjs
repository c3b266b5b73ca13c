// `npm test`: installs what is needed, builds, runs every package's tests (unit, stories in Chromium, API on
// PGlite and PostgreSQL when it answers, end-to-end), then prints one line `N passed, N failed` summed from
// the runners' JSON reports in reports/.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { bootstrap, environment, root, run } from './bootstrap.mjs'
import { ensureChromium } from './chromium.mjs'

bootstrap()
environment.CHROME_PATH = ensureChromium()

const reports = join(root, 'reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const code = run('pnpm', ['exec', 'turbo', 'run', 'test', '--continue', '--concurrency=1', '--output-logs=full'])

/**
 * Sums a Vitest (`numPassedTests`) or Playwright (`stats.expected`) JSON report. A Vitest file that failed
 * without a failed test (its `beforeAll` threw, so its tests were skipped) counts as one failure: otherwise the
 * summary would say 0 failed for a package whose run failed.
 */
function countReport(report) {
  if (typeof report.numPassedTests === 'number') {
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    )
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles.length }
  }
  if (report.stats && typeof report.stats.expected === 'number') {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
  }
  return { passed: 0, failed: 1 }
}

let passed = 0
let failed = 0
for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
  const counts = countReport(JSON.parse(readFileSync(join(reports, file), 'utf8')))
  console.log(`  ${file.replace(/\.json$/, '').padEnd(24)} ${counts.passed} passed, ${counts.failed} failed`)
  passed += counts.passed
  failed += counts.failed
}
// A runner that crashed before writing its report still fails the run through turbo's exit code.
if (code !== 0 && failed === 0) {
  failed = 1
}
const summary = `${passed} passed, ${failed} failed`
writeFileSync(join(reports, 'summary.txt'), `${summary}\n`)
console.log(summary)
process.exit(code !== 0 || failed > 0 || passed === 0 ? 1 : 0)
