// The report's live section: the SSE delivery bench's own Markdown under a section heading.
import { liveMarkdown } from '../../bench-live.mjs'
import { targets } from './figures.mjs'

export function liveSection(results, short) {
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
  if (live.resume && !(live.resume.resumed.cpuMs <= live.resume.targetResumeCpuMs)) {
    short.add('stream resume CPU', 'Cause not yet measured.')
  }
  return [liveMarkdown(live, results.date).replace(/^# Live bench, .*$/m, '## Live games (SSE)')]
}
