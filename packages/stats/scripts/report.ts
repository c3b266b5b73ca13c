/**
 * Prints a season's regular-season standings and top-10 per-game leaders as plain text.
 *
 *   pnpm --filter @league/stats report data/aba-2022-23
 *
 * The argument is a season folder, relative to the working directory or to the repository root (pnpm runs
 * this with packages/stats as working directory), or just a season name such as aba-2022-23.
 */
import { computeLeaders } from '../src/leaders.ts'
import { computeStandings } from '../src/standings.ts'
import type { StatKey } from '../src/stat-keys.ts'
import { loadSeason } from './load-season.ts'

type Align = 'left' | 'right'

function table(headers: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [format(headers), rule, ...rows.map(format)].join('\n')
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : `${value}`
}

const argument = process.argv[2]
if (argument === undefined) {
  console.error('Usage: pnpm --filter @league/stats report <season folder, e.g. data/aba-2022-23>')
  process.exit(1)
}

const season = loadSeason(argument)
const nameOf = (teamId: string): string => season.teamNames[teamId] ?? teamId
const standings = computeStandings(season.games, { phase: 'regular-season', teamNames: season.teamNames })

console.log(`Regular-season standings — ${season.folder.split(/[\\/]/).at(-1) ?? argument}\n`)
console.log(
  table(
    ['#', 'Team', 'W', 'L', 'PF', 'PA', 'Diff', 'Pts', 'Tie-break'],
    standings.map((row) => [
      String(row.rank),
      nameOf(row.teamId),
      String(row.won),
      String(row.lost),
      String(row.pointsFor),
      String(row.pointsAgainst),
      signed(row.pointDifference),
      String(row.classificationPoints),
      row.tieBreakNote ?? '',
    ]),
    ['right', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  ),
)
const forfeits = season.games.filter((game) => game.phase === 'regular-season' && game.status === 'forfeit').length
if (forfeits > 0) {
  console.log(`\n${forfeits} regular-season games registered as forfeits (20:0) are counted.`)
}

const boards: { stat: StatKey; title: string }[] = [
  { stat: 'points', title: 'Points per game' },
  { stat: 'rebounds', title: 'Rebounds per game' },
  { stat: 'assists', title: 'Assists per game' },
  { stat: 'pir', title: 'PIR per game' },
]
for (const board of boards) {
  const leaders = computeLeaders(season.games, season.lines, { stat: board.stat, phase: 'regular-season', limit: 10 })
  console.log(`\n${board.title} (at least 50 % of the club's games, on a roster at the end)\n`)
  console.log(
    table(
      ['#', 'Player', 'Team', 'G', 'Value'],
      leaders.map((entry) => [
        String(entry.rank),
        entry.playerName ?? entry.playerId,
        nameOf(entry.teamId),
        String(entry.games),
        entry.value.toFixed(1),
      ]),
      ['right', 'left', 'left', 'right', 'right'],
    ),
  )
}
