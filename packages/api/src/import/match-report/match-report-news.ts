// A match report news item for every played game of a season, in every site language, from the season's
// box scores and play-by-play.
import { realName } from '../names/real-name.ts'
import type { BoxScoreRow, GameRow, SeasonFiles } from '../season-files.ts'
import { longestRun, type MatchFacts, type ScorerFacts, type ScoringEvent } from './match-facts.ts'
import { reportLocales, writeReport, type ReportLocale } from './templates.ts'

export type MatchReportNews = {
  slug: string
  gameId: string
  title: Record<ReportLocale, string>
  summary: Record<ReportLocale, string>
  body: Record<ReportLocale, string>
  /** Tip-off in the league's time zone; PostgreSQL resolves the zone name. */
  publishedAt: string
  clubCodes: string[]
  playerIds: number[]
}

const phases = {
  regular_season: 'regular-season',
  quarterfinal: 'quarterfinal',
  semifinal: 'semifinal',
  final: 'final',
} as const

/** The player with the most points; ties go to more rebounds, then more assists, then the box-score order. */
function topScorer(lines: BoxScoreRow[], names: Map<number, string>): ScorerFacts | null {
  let best: ScorerFacts | null = null
  for (const line of lines) {
    if (!line.played) {
      continue
    }
    const candidate: ScorerFacts = {
      playerSourceId: line.player_id,
      name: names.get(line.player_id) ?? line.player_name,
      points: line.pts ?? 0,
      rebounds: line.reb ?? 0,
      assists: line.ast ?? 0,
    }
    if (
      best === null ||
      candidate.points > best.points ||
      (candidate.points === best.points &&
        (candidate.rebounds > best.rebounds ||
          (candidate.rebounds === best.rebounds && candidate.assists > best.assists)))
    ) {
      best = candidate
    }
  }
  return best
}

/** A game with its final score. */
export type DecidedGame = GameRow & { home_score: number; away_score: number }

export function matchFacts(
  game: DecidedGame,
  lines: BoxScoreRow[],
  events: ScoringEvent[],
  names: Map<number, string>,
): MatchFacts {
  const winnerIsHome = game.home_score > game.away_score
  const winnerSide = winnerIsHome ? 'home' : 'away'
  const run = longestRun(events, winnerSide)
  const overtimes = [game.home_ot1, game.home_ot2].filter((points) => points !== null).length
  return {
    homeName: game.home_team,
    awayName: game.away_team,
    homeScore: game.home_score,
    awayScore: game.away_score,
    winnerName: winnerIsHome ? game.home_team : game.away_team,
    loserName: winnerIsHome ? game.away_team : game.home_team,
    winnerScore: Math.max(game.home_score, game.away_score),
    loserScore: Math.min(game.home_score, game.away_score),
    margin: Math.abs(game.home_score - game.away_score),
    winnerIsHome,
    phase: phases[game.phase],
    round: game.round,
    overtimes,
    homeTopScorer: topScorer(
      lines.filter((line) => line.side === 'H'),
      names,
    ),
    awayTopScorer: topScorer(
      lines.filter((line) => line.side === 'A'),
      names,
    ),
    decisiveRun: run === null ? null : { ...run, teamName: winnerIsHome ? game.home_team : game.away_team },
  }
}

// Map.groupBy arrives in Node 21; the API runs on Node 20.
function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group === undefined) {
      groups.set(key, [item])
    } else {
      group.push(item)
    }
  }
  return groups
}

export function matchReportNews(season: SeasonFiles): MatchReportNews[] {
  const names = new Map(
    season.players.map((player) => [player.player_id, realName(player.player_name, player.pbp_name).name]),
  )
  const linesByGame = groupBy(season.boxScores, (line) => line.game_id)
  const eventsByGame = groupBy(season.playByPlay, (event) => event.game_id)
  const reports: MatchReportNews[] = []
  for (const game of season.games) {
    if (
      game.status !== 'played' ||
      game.date === null ||
      game.home_score === null ||
      game.away_score === null ||
      game.home_score === game.away_score
    ) {
      continue
    }
    const decided: DecidedGame = { ...game, home_score: game.home_score, away_score: game.away_score }
    const lines = linesByGame.get(game.game_id) ?? []
    const events = (eventsByGame.get(game.game_id) ?? [])
      .toSorted((first, second) => first.seq - second.seq)
      .map((event) => ({ period: event.period, homeScore: event.home_score, awayScore: event.away_score }))
    const facts = matchFacts(decided, lines, events, names)
    const texts = reportLocales.map((locale) => [locale, writeReport(locale, facts)] as const)
    reports.push({
      slug: `match-report-${game.game_id.replace('_', '-')}`,
      gameId: game.game_id,
      title: Object.fromEntries(texts.map(([locale, text]) => [locale, text.title])) as Record<ReportLocale, string>,
      summary: Object.fromEntries(texts.map(([locale, text]) => [locale, text.summary])) as Record<
        ReportLocale,
        string
      >,
      body: Object.fromEntries(texts.map(([locale, text]) => [locale, text.body])) as Record<ReportLocale, string>,
      publishedAt: `${game.date} ${game.time ?? '20:00'}:00 Europe/Belgrade`,
      clubCodes: [game.home_team_id, game.away_team_id],
      playerIds: [facts.homeTopScorer, facts.awayTopScorer]
        .filter((scorer): scorer is ScorerFacts => scorer !== null)
        .map((scorer) => scorer.playerSourceId),
    })
  }
  return reports
}
