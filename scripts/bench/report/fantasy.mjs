// The report's fantasy section: a round settled for 100,000 squads, and the ranking's first page plus one
// manager's rank under 50 connections, from PGlite and from Redis, each beside issue #28's target.
import { fixed, mark, targets } from './figures.mjs'

function readRow(name, reads, short) {
  if (reads === null || reads === undefined) {
    return `| ${name} | not measured (Redis did not answer) | – | – | – |`
  }
  const passes = reads.p99Ms <= targets.fantasyRankingP99Ms
  if (!passes) {
    short.add(`fantasy ranking p99 (${name})`, 'Cause not yet measured.')
  }
  return `| ${name} | ${fixed(reads.p50Ms, 1)} ms | ${fixed(reads.p99Ms, 1)} ms ${mark(passes)} | ${fixed(reads.perSecond)} | ${reads.requests} |`
}

export function fantasySection(results, short) {
  const fantasy = results.fantasy
  if (!fantasy) {
    return ['## Fantasy game', '', 'Not measured in this run (BENCH_FANTASY=0).']
  }
  if (fantasy.failed) {
    short.add('fantasy', 'The fantasy run failed; its output is in the results file.')
    return ['## Fantasy game', '', 'The run failed; its output is in the results file (`fantasy.failed`).']
  }
  const settles = fantasy.settleMs <= targets.fantasySettleMs
  if (!settles) {
    short.add('fantasy round settled', 'Cause not yet measured.')
  }
  return [
    '## Fantasy game',
    '',
    `${fantasy.squads.toLocaleString('en')} squads seeded in ${fixed(fantasy.seedMs)} ms; ABA 2022-23's round 1 settled for all of them (player points, snapshots with chips, totals, ranks, prices) in **${fixed(fantasy.settleMs)} ms** ${mark(settles)} (target ≤ ${targets.fantasySettleMs} ms).`,
    '',
    `The general ranking's first page plus one random manager's rank, ${fantasy.connections} concurrent callers for ${fantasy.seconds} s through the API's route (response cache off; target p99 ≤ ${targets.fantasyRankingP99Ms} ms):`,
    '',
    '| Ranking store | p50 | p99 | per second | requests |',
    '|---|---|---|---|---|',
    readRow('PGlite', fantasy.pglite, short),
    readRow('Redis', fantasy.redis, short),
  ]
}
