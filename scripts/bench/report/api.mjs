// The report's API sections: each read straight from the API, and one read across its cache expiry.
import { median } from '../lighthouse.mjs'
import { errorsOf, fixed, mark, otherWorkText, percent, perRequest, targets } from './figures.mjs'

export function apiReads(results, short) {
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

export function cacheExpiry(results, short) {
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
