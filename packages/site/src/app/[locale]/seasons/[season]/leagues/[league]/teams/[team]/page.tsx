import { getFormatter, getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { GameGrid } from '@/components/games/game-grid'
import { Section } from '@/components/layout/page-heading'
import { enterLocale } from '@/lib/page-locale'
import { getTeam, type TeamParams } from '@/lib/team'
import { teamTabMetadata } from '@/lib/team-metadata'
import { nameOf } from '@/lib/links'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'overview', '')
}

export default async function TeamOverviewPage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  const [overview, t, format] = await Promise.all([
    getTeam(season, league, team),
    getTranslations('Team'),
    getFormatter(),
  ])
  const standing = overview.standing
  const record = overview.record ?? (standing ? { won: standing.won, lost: standing.lost } : null)
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {standing ? (
          <div className="rounded-brand bg-muted p-3">
            <dt className="text-sm text-on-muted">{t('rank')}</dt>
            <dd className="text-2xl font-bold tabular-nums">{format.number(standing.rank)}</dd>
          </div>
        ) : null}
        {record ? (
          <div className="rounded-brand bg-muted p-3">
            <dt className="text-sm text-on-muted">{t('record')}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {t('recordValue', { won: record.won, lost: record.lost })}
            </dd>
          </div>
        ) : null}
        {overview.venue ? (
          <div className="rounded-brand bg-muted p-3 sm:col-span-2">
            <dt className="text-sm text-on-muted">{t('venue')}</dt>
            <dd className="text-lg font-semibold">{nameOf(overview.venue)}</dd>
          </div>
        ) : null}
      </dl>
      {overview.lastGames ? (
        <Section id="team-last-games" title={t('lastGames')}>
          <GameGrid games={overview.lastGames} context={{ season, league }} />
        </Section>
      ) : null}
      {overview.nextGames && overview.nextGames.length > 0 ? (
        <Section id="team-next-games" title={t('nextGames')}>
          <GameGrid games={overview.nextGames} context={{ season, league }} />
        </Section>
      ) : null}
      {overview.leaders && overview.leaders.length > 0 ? (
        <Section id="team-leaders" title={t('leaders')}>
          <StatTable caption={t('leaders')} captionHidden rows={overview.leaders} />
        </Section>
      ) : null}
    </>
  )
}
