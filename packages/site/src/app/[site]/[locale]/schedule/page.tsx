import { getFormatter, getTranslations } from 'next-intl/server'
import { CalendarLinks } from '@/components/data-export/calendar-links'
import { GameGrid } from '@/components/games/game-grid'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { ScheduleRounds } from '@/components/league/schedule-rounds'
import type { GameSummary } from '@league/api/contract/games'
import { getWebsiteConfig } from '@/lib/server/website-config'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional, loadPublic } from '@/lib/server/server-api'
import { simpleMetadata } from '@/lib/server/simple-metadata'
import { scheduleQueryOf } from '@/lib/schedule/schedule-query'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ from?: string | string[]; to?: string | string[]; team?: string | string[] }>
}

/** The ISO date `days` days before an ISO date. */
function daysBefore(date: string, days: number): string {
  const moment = new Date(`${date}T12:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() - days)
  return moment.toISOString().slice(0, 10)
}

export function generateMetadata({ params }: Props) {
  return simpleMetadata(params, 'Schedule', '/schedule')
}

export default async function SchedulePage({ params, searchParams }: Props) {
  await enterLocale(params)
  const query = scheduleQueryOf(await searchParams)
  const { from, to } = query
  const [first, t, format, config, current] = await Promise.all([
    loadPublic('/v2/website/schedule', { from, to, team: query.team }),
    getTranslations('Schedule'),
    getFormatter(),
    getWebsiteConfig(),
    loadOptional('/v2/website/current-season-leagues'),
  ])
  // Between seasons the coming two weeks are empty: show the last two weeks of the current season instead.
  const seasonEnd = config?.currentSeason?.endDate
  const body =
    !from && !to && first.games.length === 0 && seasonEnd
      ? await loadPublic('/v2/website/schedule', {
          from: daysBefore(seasonEnd, 13),
          to: seasonEnd,
          team: query.team,
        })
      : first
  const { games } = body
  const days = new Map<string, GameSummary[]>()
  for (const game of games) {
    const day = game.date ?? ''
    days.set(day, [...(days.get(day) ?? []), game])
  }
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      {current?.currentSeasonLeagues.map((league) => (
        <CalendarLinks
          key={league.slug}
          season={league.season.slug}
          league={league.slug}
          name={league.name}
          className="mb-4"
        />
      ))}
      {current?.currentSeasonLeagues.map((league) => (
        <ScheduleRounds
          key={`rounds-${league.slug}`}
          league={league}
          shown={{ from: body.from, to: body.to }}
          team={query.team}
        />
      ))}
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          {t('from')}
          <input
            type="date"
            name="from"
            defaultValue={from ?? body.from}
            className="rounded-brand border border-input bg-surface px-2 py-1.5"
          />
        </label>
        <label className="flex flex-col gap-1">
          {t('to')}
          <input
            type="date"
            name="to"
            defaultValue={to ?? body.to}
            className="rounded-brand border border-input bg-surface px-2 py-1.5"
          />
        </label>
        <button
          type="submit"
          className="rounded-brand bg-primary px-4 py-1.5 font-semibold text-on-primary hover:bg-primary-hover"
        >
          {t('show')}
        </button>
      </form>
      {query.ignored.map((value, index) => (
        <output key={`${index}-${value}`} className="mb-4 block text-on-muted">
          {t('ignoredDate', { value })}
        </output>
      ))}
      {games.length === 0 ? <p className="text-on-muted">{t('empty')}</p> : null}
      {[...days.entries()].map(([day, dayGames]) => (
        <section key={day} aria-labelledby={`day-${day}`} className="mb-8">
          <h2 id={`day-${day}`} className="mb-2 font-heading text-lg font-semibold">
            {day ? format.dateTime(new Date(`${day}T12:00:00`), { dateStyle: 'full' }) : t('dateUnknown')}
          </h2>
          <GameGrid games={dayGames} />
        </section>
      ))}
    </PageContainer>
  )
}
