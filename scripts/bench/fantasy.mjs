// The fantasy game's figures of issue #28: scoring a round for 100,000 squads, the general ranking's first page
// plus one manager's rank under 50 connections (the ranking in PGlite and in Redis), saving a squad under 20
// connections, and live points from a posted event to a subscribed squad stream. Runs the three scripts of
// packages/api (bench-fantasy.ts, bench-fantasy-save.ts, bench-fantasy-live.ts), each on a copy of the database
// the bench imported (before the API opens it), and reads their result lines. A failure is reported in the
// results, not a reason to stop the bench.
import { join } from 'node:path'
import { environment } from '../bootstrap.mjs'
import { apiFolder, log } from './plan.mjs'
import { runCommand } from './processes.mjs'

const runs = [
  {
    name: 'fantasy',
    script: 'bench-fantasy.ts',
    marker: 'BENCH_FANTASY_RESULT ',
    announce:
      'squads seeded (100,000 unless BENCH_FANTASY_SQUADS), a round settled, the ranking read under 50 connections',
  },
  {
    name: 'fantasy save',
    script: 'bench-fantasy-save.ts',
    marker: 'BENCH_FANTASY_SAVE_RESULT ',
    announce: 'lineups saved by 20 managers at once',
  },
  {
    name: 'fantasy live',
    script: 'bench-fantasy-live.ts',
    marker: 'BENCH_FANTASY_LIVE_RESULT ',
    announce: "a game's events posted live to a squad's stream",
  },
]

async function measure(run, databaseFolder) {
  log(`${run.name}: ${run.announce} …`)
  const result = await runCommand(run.name, process.execPath, ['--import', 'tsx', join('scripts', run.script)], {
    cwd: apiFolder,
    env: { ...environment, BENCH_FANTASY_DATA: join(databaseFolder, 'pglite') },
  })
  const line = result.stdout.split('\n').find((candidate) => candidate.startsWith(run.marker))
  if (result.code !== 0 || line === undefined) {
    log(`${run.name}: the run failed (${result.code}); its output is in the results`)
    return { failed: `${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}` }
  }
  for (const figure of result.stdout.split('\n').filter((candidate) => candidate.startsWith('[bench fantasy'))) {
    log(figure.replace(/^\[bench (fantasy[^\]]*)\] \d\d:\d\d:\d\d /, '$1: '))
  }
  return JSON.parse(line.slice(run.marker.length))
}

/** The ranking bench's result, with the save and live benches' under `save` and `live`. */
export async function measureFantasy(databaseFolder) {
  const [ranking, save, live] = [
    await measure(runs[0], databaseFolder),
    await measure(runs[1], databaseFolder),
    await measure(runs[2], databaseFolder),
  ]
  return { ...ranking, save, live }
}
