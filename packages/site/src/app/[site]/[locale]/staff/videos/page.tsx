import type { StaffGamesWithVideos } from '@league/api/contract/game-videos'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getFormatter, getMessages, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { GameVideoForm } from '@/components/staff/documents/game-video-form'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional } from '@/lib/server/server-api'
import { leagueLanguages } from '@/lib/staff/documents/languages'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ season?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffVideos' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/videos?season=: a season's games (the current one by default), latest first, with their video. */
export default async function StaffVideosPage({ params, searchParams }: Props) {
  await enterLocale(params)
  const [seasons, config, chosen] = await Promise.all([
    loadOptional('/v2/website/seasons'),
    loadOptional('/v2/website/config'),
    searchParams,
  ])
  const seasonList = seasons?.seasons ?? []
  const season =
    seasonList.find((candidate) => candidate.slug === chosen.season)?.slug ??
    config?.currentSeason?.slug ??
    seasonList[0]?.slug ??
    ''
  const read = await loadForStaff<StaffGamesWithVideos>('/v2/website/staff/games', {}, { season })
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const [t, messages, format, languages] = await Promise.all([
    getTranslations('StaffVideos'),
    getMessages(),
    getFormatter(),
    leagueLanguages(),
  ])
  const games = read.kind === 'ok' ? read.answer.games : []
  return (
    <PageContainer>
      <StaffNavigation current="videos" />
      <PageHeading title={t('title')} />
      <p className="mb-4 max-w-prose text-on-muted">{t('text')}</p>
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 font-medium">
          {t('season')}
          <select
            name="season"
            defaultValue={season}
            className="min-h-11 rounded-brand border border-border bg-surface px-3"
          >
            {seasonList.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-brand border border-border px-4 font-medium">
          {t('show')}
        </button>
      </form>
      {games.length === 0 ? <p className="text-on-muted">{t('none')}</p> : null}
      <NextIntlClientProvider messages={{ StaffVideos: messages.StaffVideos, StaffDocuments: messages.StaffDocuments }}>
        <ul className="flex flex-col divide-y divide-border rounded-brand border border-border">
          {games.map((game) => {
            const label = `${game.home} – ${game.away}`
            return (
              <li key={game.slug} className="p-4">
                <details>
                  <summary className="flex min-h-11 cursor-pointer flex-wrap items-baseline gap-x-3 py-2">
                    <span className="font-semibold">{label}</span>
                    <span className="text-sm text-on-muted">
                      {game.date === null ? '' : format.dateTime(new Date(game.date), { dateStyle: 'medium' })} ·{' '}
                      {game.video === null ? t('noVideo') : t('current', { url: game.video.url })}
                    </span>
                  </summary>
                  <div className="mt-3 max-w-xl">
                    <GameVideoForm game={game.slug} label={label} video={game.video} languages={languages} />
                  </div>
                </details>
              </li>
            )
          })}
        </ul>
      </NextIntlClientProvider>
    </PageContainer>
  )
}
