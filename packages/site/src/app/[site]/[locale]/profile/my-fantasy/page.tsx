import { getMessages } from 'next-intl/server'
import { SWRConfig } from 'swr'
import { ProfileTabPage } from '@/components/account/profile-tab-page'
import { EmptyState } from '@/components/layout/page-heading'
import { MyFantasyApp } from '@/components/my-fantasy/my-fantasy-app'
import { requireProfile } from '@/lib/account/profile'
import { fill, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { loadMyFantasy } from '@/lib/my-fantasy/load-my-fantasy'
import { enterLocale } from '@/lib/server/page-locale'

type Props = { params: Promise<{ locale: string }> }

// The squad builder: the server reads the fan's squads and the catalogue once and seeds SWR with them; the
// browser island keeps them fresh and sends every change through the site's /api door.
export default async function ProfileFantasyPage({ params }: Props) {
  const locale = await enterLocale(params)
  const [, messages, start] = await Promise.all([requireProfile(locale), getMessages(), loadMyFantasy()])
  const labels = (messages as { MyFantasy: MyFantasyLabels }).MyFantasy
  if (start === undefined) {
    return (
      <ProfileTabPage active="tabMyFantasy">
        <EmptyState title={labels.title} text={labels.noSeason} />
      </ProfileTabPage>
    )
  }
  const { rules, season, league } = start.overview
  return (
    <ProfileTabPage active="tabMyFantasy">
      <section aria-labelledby="my-fantasy-title" className="mt-6 flex flex-col gap-4">
        <header className="flex flex-col gap-1">
          <h2 id="my-fantasy-title" className="font-heading text-2xl font-semibold">
            {labels.title}
          </h2>
          <p className="text-sm font-semibold">
            {fill(labels.seasonLine, { league: league.name, season: season.name })}
          </p>
          <p className="text-on-muted">{labels.intro}</p>
        </header>
        <SWRConfig value={{ fallback: start.fallback }}>
          <MyFantasyApp season={start.season} league={start.league} rules={rules} labels={labels} locale={locale} />
        </SWRConfig>
      </section>
    </ProfileTabPage>
  )
}
