/**
 * Replays every game of a season from its play-by-play through the live reducer and prints how many games
 * end with the imported score (total and by period) and how many player lines equal the imported box score.
 *
 *   pnpm --filter @league/live season-check aba-2022-23
 *
 * Player lines are compared on every counting column, plus/minus and PIR; seconds played are counted apart,
 * because the play-by-play's clock has whole seconds where the official clock has tenths.
 */
import { differingLines } from '../src/box-score-check.ts'
import { convertPlayByPlay, toLoggedEvents } from '../src/play-by-play.ts'
import { LiveRuleError, stateFromLog } from '../src/reducer.ts'
import type { LiveGameState } from '../src/state.ts'
import { loadRealGames } from './load-game.ts'

const season = process.argv[2] ?? 'aba-2022-23'
const games = loadRealGames(season)
let scoresMatching = 0
let lines = 0
let linesMatching = 0
let secondsWithinTwo = 0
const scoreMisses: string[] = []
const rejected: string[] = []
/** The scorer's corrections the replays send where the plays and the running or official score disagree. */
const scoreCorrections: string[] = []
for (const game of games) {
  const { events, gaps } = convertPlayByPlay(game.setup, game.rows, {
    home: game.homePeriodScores,
    away: game.awayPeriodScores,
  })
  for (const gap of gaps.filter((found) => found.kind === 'score-corrected')) {
    scoreCorrections.push(`${game.gameId} row ${gap.sourceSequence}: ${gap.detail}`)
  }
  let state: LiveGameState
  try {
    state = stateFromLog(game.setup, toLoggedEvents(events, 0))
  } catch (error) {
    if (error instanceof LiveRuleError) {
      rejected.push(`${game.gameId}: ${error.message}`)
      continue
    }
    throw error
  }
  const sameScore =
    state.home.score === game.homeScore &&
    state.away.score === game.awayScore &&
    state.home.periodScores.join() === game.homePeriodScores.join() &&
    state.away.periodScores.join() === game.awayPeriodScores.join()
  if (sameScore) {
    scoresMatching += 1
  } else {
    scoreMisses.push(
      `${game.gameId} ${state.home.score}:${state.away.score} (imported ${game.homeScore}:${game.awayScore})`,
    )
  }
  const played = game.lines.filter((line) => line.played)
  const differences = differingLines(state, game.lines, ['seconds'])
  lines += played.length
  linesMatching += played.length - differences.length
  for (const line of played) {
    const live = state.players[line.playerId]?.counts.seconds ?? 0
    if (Math.abs(live - line.seconds) <= 2) {
      secondsWithinTwo += 1
    }
  }
}
const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(2)}%`
console.log(`${season}: ${games.length} games replayed`)
console.log(`  games the reducer rejects: ${rejected.length}`)
for (const reason of rejected) {
  console.log(`    ${reason}`)
}
console.log(`  final score and points per period as imported: ${scoresMatching} / ${games.length}`)
for (const miss of scoreMisses) {
  console.log(`    differs: ${miss}`)
}
console.log(`  score corrections sent (plays and running or official score disagree): ${scoreCorrections.length}`)
for (const correction of scoreCorrections) {
  console.log(`    ${correction}`)
}
console.log(
  `  player lines equal to the box score (counts, +/-, PIR): ${linesMatching} / ${lines} (${percent(linesMatching, lines)})`,
)
console.log(
  `  seconds played within 2 s of the box score: ${secondsWithinTwo} / ${lines} (${percent(secondsWithinTwo, lines)})`,
)
