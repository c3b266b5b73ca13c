// The report's page sections: pages straight from the site, cold and warm first requests, pages through nginx.
import { errorsOf, fixed, mark, otherWorkText, percent, perRequest, targets } from './figures.mjs'

function straightPassed(row, staticRate) {
  return (
    row.straight.requestsPerSecond >= targets.pageStraightShareOfNextStatic * staticRate &&
    (row.straight.p99Ms ?? Infinity) <= targets.pageStraightP99Ms &&
    row.straight.timeouts === 0 &&
    row.straight.non2xx === 0
  )
}

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

export function pagesStraight(results, short) {
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

export function pagesProxied(results, short) {
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

export function coldAndWarm(results) {
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
