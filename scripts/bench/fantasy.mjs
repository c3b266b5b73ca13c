// The fantasy game's figures of issue #28: scoring a round for 100,000 squads, and the general ranking's first
// page plus one manager's rank under 50 connections, with the ranking in PGlite and in Redis. Runs
// packages/api/scripts/bench-fantasy.ts on a copy of the database the bench imported (before the API opens
// it), and reads its result line. A failure is reported in the results, not a reason to stop the bench.
import { join } from 'node:path'
import { environment } from '../bootstrap.mjs'
import { apiFolder, log } from './plan.mjs'
import { runCommand } from './processes.mjs'

export async function measureFantasy(databaseFolder) {
  log('fantasy: 100,000 squads seeded, a round settled, the ranking read under 50 connections …')
  const run = await runCommand('fantasy', process.execPath, ['--import', 'tsx', join('scripts', 'bench-fantasy.ts')], {
    cwd: apiFolder,
    env: { ...environment, BENCH_FANTASY_DATA: join(databaseFolder, 'pglite') },
  })
  const line = run.stdout.split('\n').find((candidate) => candidate.startsWith('BENCH_FANTASY_RESULT '))
  if (run.code !== 0 || line === undefined) {
    log(`fantasy: the run failed (${run.code}); its output is in the results`)
    return { failed: `${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}` }
  }
  for (const figure of run.stdout.split('\n').filter((candidate) => candidate.startsWith('[bench fantasy]'))) {
    log(figure.replace('[bench fantasy] ', 'fantasy: ').replace(/^fantasy: \d\d:\d\d:\d\d /, 'fantasy: '))
  }
  return JSON.parse(line.slice('BENCH_FANTASY_RESULT '.length))
}
