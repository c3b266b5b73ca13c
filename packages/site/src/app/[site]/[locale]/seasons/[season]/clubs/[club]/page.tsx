import { getFormatter, getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import { Section } from '@/components/layout/page-heading'
import { RouteTabPage } from '@/components/route-tab-page'
import { Link } from '@/i18n/navigation'
import { seasonClubPath, teamPath } from '@/lib/paths/links'
import { isPlayed } from '@/lib/resources/game'
import { enterLocale } from '@/lib/server/page-locale'
import { getSeasonClub, seasonClubTabMetadata, type SeasonClubParams } from '@/lib/resources/season-club'
import { seasonClubTabs } from '@/lib/paths/tabs'

type Props = { params: Promise<SeasonClubParams> }

export function generateMetadata({ params }: Props) {
  return seasonClubTabMetadata(params, 'overview', '')
}

export default async function SeasonClubPage({ params }: Props) {
  const { season, club } = await params
  await enterLocale(params)
  const [overview, t, team, format] = await Promise.all([
    getSeasonClub(season, club),
    getTranslations('Club'),
    getTranslations('Team'),
    getFormatter(),
  ])
  const { leagues } = overview
  const played = overview.games.filter(isPlayed)
  return (
    <RouteTabPage basePath={seasonClubPath(season, club)} tabs={seasonClubTabs} active="overview">
      <Section id="season-club-leagues" title={t('competitions')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {leagues.map((league) => (
            <li key={league.slug} className="rounded-brand border border-border bg-surface-raised p-4">
              <Link
                href={teamPath(season, league.slug, league.team.slug)}
                className="font-semibold text-link hover:underline"
              >
                {league.name}: {league.team.name}
              </Link>
              {league.standing ? (
                <p className="mt-1 text-sm text-on-muted">
                  {team('rank')}: {format.number(league.standing.rank)} · {team('record')}:{' '}
                  {team('recordValue', { won: league.standing.won, lost: league.standing.lost })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="season-club-games" title={t('lastGames')}>
        <GameGrid games={played.slice(-6).toReversed()} />
      </Section>
    </RouteTabPage>
  )
}
