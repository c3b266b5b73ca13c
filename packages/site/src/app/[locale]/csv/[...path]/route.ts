import { getTranslations } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { routing } from '@/i18n/routing'
import { csvResponse } from '@/lib/csv/csv-file'
import { boxScoreTable, standingsTable, type HeaderOf } from '@/lib/csv/stat-tables'
import { loadPublic } from '@/lib/server-api'

type Params = { params: Promise<{ locale: string; path: string[] }> }

const phases = new Set(['regular-season', 'quarterfinal', 'semifinal', 'final'])

function notFound(): Response {
  return new Response('No such table\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

// CSV downloads of the statistics tables, in the page's language and number format:
//   /{locale}/csv/seasons/{season}/leagues/{league}/standings.csv[?phase=…]
//   /{locale}/csv/games/{game}/box-score.csv
export async function GET(request: Request, { params }: Params) {
  const { locale, path } = await params
  if (!hasLocale(routing.locales, locale)) {
    return notFound()
  }
  const stats = await getTranslations({ locale, namespace: 'Stats' })
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
    return csvResponse(standingsTable(body.standings, { locale, header, letters }), `${league}-${season}-${phase}`)
  }
  if (path.length === 3 && path[0] === 'games' && path[2] === 'box-score.csv') {
    const game = path[1] ?? ''
    const body = await loadPublic('/v2/website/games/{game}/box-score', { game })
    return csvResponse(boxScoreTable(body, { locale, header, teamHeader: stats('short.team') }), `box-score-${game}`)
  }
  return notFound()
}
