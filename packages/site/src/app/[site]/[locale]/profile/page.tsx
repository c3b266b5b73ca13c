import type { Follow, FollowKind } from '@league/api/contract/platform'
import { getTranslations } from 'next-intl/server'
import { ProfileTabPage } from '@/components/account/profile-tab-page'
import { SessionsPanel } from '@/components/account/sessions-panel'
import { UnfollowButton } from '@/components/account/unfollow-button'
import { EmptyState, Section } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { requireProfile } from '@/lib/account/profile'
import { clubPath, leaguePath, playerPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional } from '@/lib/server/server-api'

type Props = { params: Promise<{ locale: string }> }

type Followed = { kind: FollowKind; slug: string; name: string; href: string | undefined }

/** The name and page of a followed club, player or league, from the public reads (cached). */
async function describe(follow: Follow, leagues: Map<string, { name: string; season: string }>): Promise<Followed> {
  const base = { kind: follow.kind, slug: follow.targetSlug }
  switch (follow.kind) {
    case 'club': {
      const club = await loadOptional('/v2/website/clubs/{club}', { club: follow.targetSlug })
      return { ...base, name: club?.name ?? follow.targetSlug, href: clubPath(follow.targetSlug) }
    }
    case 'player': {
      const player = await loadOptional('/v2/website/players/{player}', { player: follow.targetSlug })
      return { ...base, name: player?.name ?? follow.targetSlug, href: playerPath(follow.targetSlug) }
    }
    case 'league': {
      const league = leagues.get(follow.targetSlug)
      return {
        ...base,
        name: league?.name ?? follow.targetSlug,
        href: league ? leaguePath(league.season, follow.targetSlug) : undefined,
      }
    }
    case 'game':
      return { ...base, name: follow.targetSlug, href: undefined }
    default:
      follow.kind satisfies never
      return { ...base, name: follow.targetSlug, href: undefined }
  }
}

/** Each league's name and its latest season, from the seasons list (newest first). */
async function latestLeagues() {
  const answer = await loadOptional('/v2/website/seasons')
  const leagues = new Map<string, { name: string; season: string }>()
  for (const season of answer?.seasons ?? []) {
    for (const league of season.leagues) {
      if (!leagues.has(league.slug)) {
        leagues.set(league.slug, { name: league.name, season: season.slug })
      }
    }
  }
  return leagues
}

const sections = [
  { kind: 'club', key: 'clubs' },
  { kind: 'player', key: 'players' },
  { kind: 'league', key: 'leagues' },
  { kind: 'game', key: 'games' },
] as const

export default async function ProfileFollowingPage({ params }: Props) {
  const locale = await enterLocale(params)
  const [{ follows }, t, leagues, sessions] = await Promise.all([
    requireProfile(locale),
    getTranslations('Account'),
    latestLeagues(),
    getTranslations('Sessions'),
  ])
  const followed = await Promise.all(follows.map((follow) => describe(follow, leagues)))
  return (
    <ProfileTabPage active="tabFollowing">
      {followed.length === 0 ? <EmptyState title={t('tabFollowing')} text={t('nothingFollowed')} /> : null}
      {sections.map(({ kind, key }) => {
        const items = followed.filter((item) => item.kind === kind)
        if (items.length === 0) {
          return null
        }
        return (
          <Section key={kind} id={`following-${kind}`} title={t(key)}>
            <ul className="flex flex-col divide-y divide-border rounded-brand border border-border">
              {items.map((item) => (
                <li key={item.slug} className="flex items-center justify-between gap-3 px-4 py-2">
                  {item.href ? (
                    <Link href={item.href} className="font-semibold text-link underline-offset-4 hover:underline">
                      {item.name}
                    </Link>
                  ) : (
                    <span className="font-semibold">{item.name}</span>
                  )}
                  <UnfollowButton
                    kind={item.kind}
                    slug={item.slug}
                    labels={{
                      text: t('unfollow'),
                      name: t('unfollowName', { name: item.name }),
                      done: t('unfollowed', { name: item.name }),
                      failed: t('followFailed'),
                    }}
                  />
                </li>
              ))}
            </ul>
          </Section>
        )
      })}
      <SessionsPanel
        homeHref={`/${locale}`}
        labels={{
          title: sessions('title'),
          intro: sessions('intro'),
          signOutEverywhere: sessions('signOutEverywhere'),
          logOut: t('logOut'),
          signingOut: sessions('signingOut'),
          failed: sessions('failed'),
        }}
      />
    </ProfileTabPage>
  )
}
