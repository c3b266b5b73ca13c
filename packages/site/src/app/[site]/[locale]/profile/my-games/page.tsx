import { getTranslations } from 'next-intl/server'
import { ProfileTabPage } from '@/components/account/profile-tab-page'
import { GameGrid } from '@/components/games/game-grid'
import { EmptyState, Section } from '@/components/layout/page-heading'
import { requireProfile } from '@/lib/account/profile'
import { splitGames } from '@/lib/account/profile-games'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional } from '@/lib/server/server-api'

type Props = { params: Promise<{ locale: string }> }

export default async function ProfileGamesPage({ params }: Props) {
  const locale = await enterLocale(params)
  const [{ follows }, t] = await Promise.all([requireProfile(locale), getTranslations('Account')])
  const clubs = follows.filter((follow) => follow.kind === 'club').map((follow) => follow.targetSlug)
  const answers = await Promise.all(clubs.map((club) => loadOptional('/v2/website/clubs/{club}/games', { club })))
  const { upcoming, recent } = splitGames(answers.flatMap((answer) => answer?.games ?? []))
  return (
    <ProfileTabPage active="tabMyGames">
      {clubs.length === 0 ? (
        <EmptyState title={t('tabMyGames')} text={t('followClubsForGames')} />
      ) : (
        <>
          <Section id="profile-upcoming-games" title={t('upcomingGames')}>
            {upcoming.length > 0 ? (
              <GameGrid games={upcoming} />
            ) : (
              <p className="text-on-muted">{t('noUpcomingGames')}</p>
            )}
          </Section>
          <Section id="profile-recent-games" title={t('recentGames')}>
            {recent.length > 0 ? <GameGrid games={recent} /> : <p className="text-on-muted">{t('noRecentGames')}</p>}
          </Section>
        </>
      )}
    </ProfileTabPage>
  )
}
