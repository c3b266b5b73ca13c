import { getFormatter, getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { GameGrid } from '@/components/games/game-grid'
import { Section } from '@/components/layout/page-heading'
import { RouteTabPage } from '@/components/route-tab-page'
import { enterLocale } from '@/lib/server/page-locale'
import { getTeam, type TeamParams } from '@/lib/resources/team'
import { teamTabMetadata } from '@/lib/resources/team-metadata'
import { isStatLabelKey } from '@/lib/messages/message-keys'
import { teamTabs } from '@/lib/paths/tabs'
import { teamPath } from '@/lib/paths/links'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'overview', '')
}

export default async function TeamOverviewPage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  const [overview, t, stats, phases, format] = await Promise.all([
    getTeam(season, league, team),
    getTranslations('Team'),
    getTranslations('Stats'),
    getTranslations('StatPhases'),
    getFormatter(),
  ])
  const teamLeaders = overview.leaders.flatMap(({ stat, leaders }) => (isStatLabelKey(stat) ? [{ stat, leaders }] : []))
  const standing = overview.standing
  return (
    <RouteTabPage basePath={teamPath(season, league, team)} tabs={teamTabs} active="overview">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {standing ? (
          <div className="rounded-brand bg-muted p-3">
            <dt className="text-sm text-on-muted">{t('rank')}</dt>
            <dd className="text-2xl font-bold tabular-nums">{format.number(standing.rank)}</dd>
          </div>
        ) : null}
        {standing ? (
          <div className="rounded-brand bg-muted p-3">
            <dt className="text-sm text-on-muted">{t('record')}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {t('recordValue', { won: standing.won, lost: standing.lost })}
            </dd>
          </div>
        ) : null}
      </dl>
      <Section id="team-last-games" title={t('lastGames')}>
        <GameGrid games={overview.latestResults} league={league} />
      </Section>
      {overview.nextGames.length > 0 ? (
        <Section id="team-next-games" title={t('nextGames')}>
          <GameGrid games={overview.nextGames} league={league} />
        </Section>
      ) : null}
      {teamLeaders.length > 0 ? (
        <Section
          id="team-leaders"
          title={phases('titleWithPhase', { title: t('leaders'), phase: phases('regular-season') })}
        >
          <div className="grid gap-6 md:grid-cols-2">
            {teamLeaders.map((board) => (
              <StatTable
                key={board.stat}
                caption={stats(`long.${board.stat}`)}
                rows={board.leaders}
                keys={['player', 'value', 'games']}
                valueLabel={{
                  short: stats(`short.${board.stat}`),
                  long: stats(`long.${board.stat}`),
                }}
              />
            ))}
          </div>
        </Section>
      ) : null}
    </RouteTabPage>
  )
}
