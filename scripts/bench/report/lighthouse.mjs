// The report's Lighthouse section: each page's median scores against the targets.
import { fixed, mark, targets } from './figures.mjs'

export function lighthouseSection(results, short) {
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
