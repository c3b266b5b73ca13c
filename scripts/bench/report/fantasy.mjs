// The report's fantasy section: a round settled for 100,000 squads, the ranking's first page plus one manager's
// rank under 50 connections (from PGlite and from Redis), saving a squad under 20 connections, and live points
// from an event to a squad's stream, each beside issue #28's target.
import { fixed, mark, targets } from './figures.mjs'

function readRow(name, reads, short) {
  if (reads === null || reads === undefined) {
    return `| ${name} | not measured (Redis did not answer) | – | – | – |`
  }
  const passes = reads.p99Ms <= targets.fantasyRankingP99Ms
  if (!passes) {
    short.add(
      `fantasy ranking p99 (${name})`,
      `About 2 ms of one core per request (routing, JSON, the reader's own squad's name from PGlite); at a load average of ${fixed(reads.load, 1)} on the shared machine the API's one process gets a fraction of a core.`,
    )
  }
  return `| ${name} | ${fixed(reads.p50Ms, 1)} ms | ${fixed(reads.p99Ms, 1)} ms ${mark(passes)} | ${fixed(reads.perSecond)} | ${reads.requests} |`
}

/** What the runs so far found behind a missed target (packages/api/README.md, "Fantasy: how the ranking scales"). */
const causes = {
  'Saving a squad':
    "PGlite's one connection serves one statement or transaction at a time, and each save reads the season's candidates and schedule twice (about 75 ms of 118 alone), so 20 saves queue. ",
}

function latencyLine(name, figures, target, short, describe) {
  if (figures === null || figures === undefined) {
    return `${name}: not measured in this run.`
  }
  if (figures.failed) {
    short.add(`fantasy ${name}`, 'The run failed; its output is in the results file.')
    return `${name}: the run failed; its output is in the results file.`
  }
  const passes = figures.p99Ms <= target
  if (!passes) {
    short.add(`fantasy ${name} p99`, `${causes[name] ?? ''}Measured at a load average of ${fixed(figures.load, 1)}.`)
  }
  return `${name} (${describe(figures)}): p50 ${fixed(figures.p50Ms, 1)} ms, **p99 ${fixed(figures.p99Ms, 1)} ms** ${mark(passes)} (target ≤ ${target} ms; load ${fixed(figures.load, 1)}).`
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
    short.add(
      'fantasy round settled',
      `PGlite runs single-threaded WebAssembly: snapshotting ${(fantasy.squads * 10).toLocaleString('en')} picks as JSON and ranking them is the floor (EXPLAIN ANALYZE), measured at a load average of ${fixed(fantasy.loadAtSettle, 1)}.`,
    )
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
    '',
    latencyLine(
      'Saving a squad',
      fantasy.save,
      targets.fantasySaveP99Ms,
      short,
      (save) => `${save.connections} managers at once, ${save.count} saves in ${save.seconds} s`,
    ),
    '',
    latencyLine(
      'Live points',
      fantasy.live,
      targets.fantasyLiveP99Ms,
      short,
      (live) =>
        `event posted to the squad stream's message, ${live.count} of ${live.events} events, ${live.missed} missed`,
    ),
  ]
}
