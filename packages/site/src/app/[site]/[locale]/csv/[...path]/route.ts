import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import { getFormatter, getTranslations } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { formattingLocales } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { csvResponse } from '@/lib/csv/csv-file'
import { boxScoreTable, leadersBoardTable, standingsTable, statRowsTable, type HeaderOf } from '@/lib/csv/stat-tables'
import { statModeOf } from '@/lib/stat-tables/stat-modes'
import { statPhaseOf } from '@/lib/stat-tables/stat-phases'
import { originOfSiteSegment } from '@/lib/server/page-site'
import { answerForSite, loadPublic } from '@/lib/server/server-api'
import {
  historyBestPlayers,
  historyLeaders,
  historyPerGame,
  isLeaderCategory,
  leagueLeaderBoard,
  leagueBestPlayers,
  leaguePlayerStats,
  seasonClubPlayers,
  teamRoster,
  type StatTableSource,
} from '@/lib/resources/stat-table-sources'

type Params = { params: Promise<{ site: string; locale: string; path: string[] }> }

const phases = new Set(['regular-season', 'quarterfinal', 'semifinal', 'final'])

function notFound(): Response {
  return new Response('No such table\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

/** The leader and player-statistics tables (the pages' StatTable) by their path after /{locale}/csv/. */
function statTableSource(
  path: readonly string[],
  search: URLSearchParams,
  positionLabel: (position: FantasyCatalogueEntry['position']) => string,
): Promise<StatTableSource> | undefined {
  const mode = statModeOf(search.get('mode') ?? undefined)
  const [first, season = '', second, name = '', third, team = '', last] = path
  if (path.length === 2 && first === 'history') {
    const board = path[1]
    return board === 'best-players.csv'
      ? historyBestPlayers()
      : board === 'per-game.csv'
        ? historyPerGame()
        : board === 'leaders.csv'
          ? historyLeaders(mode)
          : undefined
  }
  if (first !== 'seasons') {
    return undefined
  }
  if (path.length === 5 && second === 'clubs' && third === 'players.csv') {
    return seasonClubPlayers(season, name)
  }
  if (path.length === 5 && second === 'leagues' && third === 'best-players.csv') {
    return leagueBestPlayers(season, name)
  }
  if (path.length === 5 && second === 'leagues' && third === 'player-stats.csv') {
    return leaguePlayerStats(season, name, mode, statPhaseOf(search.get('phase') ?? undefined))
  }
  if (path.length === 7 && second === 'leagues' && third === 'teams' && last === 'roster.csv') {
    return teamRoster(season, name, team, positionLabel)
  }
  return undefined
}

// CSV downloads of the statistics tables, in the page's language and number format:
//   /{locale}/csv/seasons/{season}/leagues/{league}/standings.csv[?phase=…]
//   /{locale}/csv/seasons/{season}/leagues/{league}/league-leaders/{stat}.csv[?mode=…]
//   /{locale}/csv/seasons/{season}/leagues/{league}/best-players.csv
//   /{locale}/csv/seasons/{season}/leagues/{league}/player-stats.csv[?mode=per-game|totals|per-40][&phase=playoffs]
//   /{locale}/csv/seasons/{season}/leagues/{league}/teams/{team}/roster.csv
//   /{locale}/csv/seasons/{season}/clubs/{club}/players.csv
//   /{locale}/csv/history/best-players.csv, history/per-game.csv, history/leaders.csv[?mode=…]
//   /{locale}/csv/games/{game}/box-score.csv
export async function GET(request: Request, { params }: Params) {
  const { site, locale, path } = await params
  const origin = originOfSiteSegment(site)
  if (origin === undefined) {
    return notFound()
  }
  return answerForSite(origin, () => csvTable(request, locale, path))
}

/** The CSV of the table at `path` (after /{locale}/csv/), in the language of `locale`. */
async function csvTable(request: Request, locale: string, path: readonly string[]): Promise<Response> {
  if (!hasLocale(routing.locales, locale)) {
    return notFound()
  }
  const stats = await getTranslations({ locale, namespace: 'Stats' })
  // Numbers as the page formats them: Serbian in Latin script (`sr-Latn`), as next-intl's formatter does.
  const formatLocale = formattingLocales[locale]
  const header: HeaderOf = (ids) => stats(ids.short)
  if (path.length === 5 && path[0] === 'seasons' && path[2] === 'leagues' && path[4] === 'standings.csv') {
    const [, season = '', , league = ''] = path
    const phase = new URL(request.url).searchParams.get('phase') ?? 'regular-season'
    if (!phases.has(phase)) {
      return notFound()
    }
    const [body, standings] = await Promise.all([
      loadPublic('/v2/website/seasons/{season}/leagues/{league}/standings', { season, league }, { phase }),
      getTranslations({ locale, namespace: 'Standings' }),
    ])
    const letters = { win: standings('formWin'), loss: standings('formLoss') }
    return csvResponse(
      standingsTable(body.standings, { locale: formatLocale, header, letters }),
      `${league}-${season}-${phase}`,
    )
  }
  const leaderStat = path[5]?.replace(/\.csv$/, '') ?? ''
  if (path.length === 6 && path[0] === 'seasons' && path[4] === 'league-leaders' && isLeaderCategory(leaderStat)) {
    const [, season = '', , league = ''] = path
    const mode = statModeOf(new URL(request.url).searchParams.get('mode') ?? undefined)
    const board = await leagueLeaderBoard(season, league, leaderStat, mode)
    const boardHeader = {
      player: stats('short.player'),
      team: stats('short.team'),
      value: stats(`short.${leaderStat}`),
      games: stats('short.games'),
    }
    return csvResponse(
      leadersBoardTable(board, { locale: formatLocale, header: boardHeader }),
      `${league}-${season}-leaders-${leaderStat}-${mode}`,
    )
  }
  const fantasy = await getTranslations({ locale, namespace: 'Fantasy' })
  const loading = statTableSource(path, new URL(request.url).searchParams, (position) =>
    fantasy(`positions.${position}`),
  )
  if (loading !== undefined) {
    const [source, format] = await Promise.all([loading, getFormatter({ locale })])
    const valueStat = source.valueStat
    const table = statRowsTable(source, {
      format,
      header: (key) => (key === 'value' && valueStat ? stats(`short.${valueStat}`) : stats(`short.${key}`)),
    })
    return csvResponse(table, source.filename)
  }
  if (path.length === 3 && path[0] === 'games' && path[2] === 'box-score.csv') {
    const game = path[1] ?? ''
    const body = await loadPublic('/v2/website/games/{game}/box-score', { game })
    return csvResponse(
      boxScoreTable(body, { locale: formatLocale, header, teamHeader: stats('short.team') }),
      `box-score-${game}`,
    )
  }
  return notFound()
}
