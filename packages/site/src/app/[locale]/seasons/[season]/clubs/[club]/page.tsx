import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { GameGrid } from '@/components/games/game-grid'
import { Section } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { teamPath } from '@/lib/links'
import { enterLocale } from '@/lib/page-locale'
import { getSeasonClub, seasonClubTabMetadata, type SeasonClubParams } from '@/lib/season-club'

type Props = { params: Promise<SeasonClubParams> }

export function generateMetadata({ params }: Props) {
  return seasonClubTabMetadata(params, 'overview', '')
}

export default async function SeasonClubPage({ params }: Props) {
  const { season, club } = await params
  await enterLocale(params)
  const [overview, t] = await Promise.all([getSeasonClub(season, club), getTranslations('Club')])
  return (
    <>
      {overview.teams && overview.teams.length > 0 ? (
        <Section id="season-club-teams" title={t('competitions')}>
          <ul className="flex flex-col gap-2">
            {overview.teams.map((team) => (
              <li key={`${team.league?.slug}-${team.slug}`}>
                {team.league ? (
                  <Link href={teamPath(season, team.league.slug, team.slug)} className="text-link hover:underline">
                    {team.league.name}: {team.name}
                  </Link>
                ) : (
                  team.name
                )}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {overview.lastGames ? (
        <Section id="season-club-games" title={t('lastGames')}>
          <GameGrid games={overview.lastGames} />
        </Section>
      ) : null}
      {overview.leaders && overview.leaders.length > 0 ? (
        <Section id="season-club-leaders" title={t('leaders')}>
          <StatTable caption={t('leaders')} captionHidden rows={overview.leaders} />
        </Section>
      ) : null}
    </>
  )
}
