// wrk (the load generator: 50 connections, two threads) and the reading of its report.
import { runCommand } from './processes.mjs'

const millisecondsPerUnit = { us: 0.001, ms: 1, s: 1000 }
const toMilliseconds = (value, unit) => Number(value) * millisecondsPerUnit[unit]

/**
 * Parses wrk's `--latency` report: requests per second, latency percentiles in milliseconds, responses that
 * were not 2xx or 3xx, and socket errors with wrk's timeouts apart (a request unanswered within `--timeout`).
 */
export function parseWrk(output) {
  const percentile = (label) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)\\b`, 'm').exec(output)
    return match ? toMilliseconds(match[1], match[2]) : null
  }
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0)
  // With no request completed wrk prints zero latencies: no latency was measured, so none is reported.
  const measured = (value) => (requests > 0 ? value : null)
  return {
    requests,
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50Ms: measured(percentile('50')),
    p90Ms: measured(percentile('90')),
    p99Ms: measured(percentile('99')),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    socketErrors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
  }
}

/**
 * Loads `url` for `seconds` with 50 connections and answers wrk's figures. `headers` go on every request
 * (a Host header replaces the URL's).
 */
export async function runWrk(url, headers, seconds) {
  const headerArguments = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const result = await runCommand('wrk', 'wrk', [
    '-t2',
    '-c50',
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    ...headerArguments,
    url,
  ])
  if (result.code !== 0 || !/Requests\/sec/.test(result.stdout)) {
    throw new Error(`wrk ${url} failed (exit code ${result.code}): ${result.stderr || result.stdout}`)
  }
  return parseWrk(result.stdout)
}
