import {
  ShotChart,
  shotChartFilterQuery,
  type ShotChartFilter,
  type ShotChartLabels,
} from '@league/ui/components/shot-chart/shot-chart'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ComponentProps } from 'react'
import { Link } from '@/i18n/navigation'
import { getGame } from '@/lib/resources/game'
import { loadPublic } from '@/lib/server/server-api'
import { chartShots } from '@/lib/game-data/shots'

const labelKeys = [
  'chart',
  'chartSummary',
  'team',
  'allTeams',
  'player',
  'allPlayers',
  'made',
  'missed',
  'zone',
  'madeAttempted',
  'percentage',
  'paint',
  'mid-range',
  'corner-three',
  'above-the-break-three',
] as const satisfies readonly (keyof ShotChartLabels)[]

/** A filter link keeps the reader where they are: only the chart below the filters changes. */
function FilterLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} scroll={false} />
}

/**
 * Where every shot of the game was taken, made or missed, by team and player (the kit's ShotChart, drawn on
 * the server). The filters are links to this tab's path with another query, read by the page.
 */
export async function ShotChartTab({ game, path, filter }: { game: string; path: string; filter: ShotChartFilter }) {
  const [header, body, plays, t, contract, locale] = await Promise.all([
    getGame(game),
    loadPublic('/v2/website/games/{game}/shots', { game }),
    loadPublic('/v2/website/games/{game}/play-by-play', { game }),
    getTranslations('ShotChart'),
    getTranslations('Contract.shotChart'),
    getLocale(),
  ])
  const shotValues = new Map(plays.events.map((event) => [event.sequence, event.shotValue]))
  const shots = chartShots(body.shots, shotValues)
  if (shots.length === 0) {
    return <p className="text-on-muted">{t('noShots')}</p>
  }
  // The kit fills {made} and {attempted} itself, so the raw templates are passed.
  const labels = {
    ...Object.fromEntries(labelKeys.map((key) => [key, t.raw(`labels.${key}`) as string])),
    result: contract('result'),
    allResults: contract('allResults'),
  }
  return (
    <section aria-labelledby="shot-chart-heading">
      <h2 id="shot-chart-heading" className="mb-3 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <ShotChart
        shots={shots}
        home={{ name: header.home.team.name, shortName: header.home.team.code }}
        away={{ name: header.away.team.name, shortName: header.away.team.code }}
        {...filter}
        filterHref={(chosen) => `${path}${shotChartFilterQuery(chosen)}`}
        linkComponent={FilterLink}
        locale={locale}
        labels={labels}
      />
    </section>
  )
}
