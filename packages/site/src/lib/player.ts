import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isSiteLocale } from '@/i18n/locales'
import { pageMetadata } from './metadata'
import { cache } from 'react'
import type { ClubRef, Named } from './api-types'
import { loadPublic } from './server-api'

export type PlayerOverview = {
  player?: Named & { firstName?: string; lastName?: string }
  slug?: string
  name?: string
  club?: ClubRef | null
  position?: string | null
  jersey?: string | null
  birthDate?: string | null
  nationality?: string | null
  height?: number | null
  career?: Record<string, unknown>[] | { seasons?: Record<string, unknown>[] }
  clubs?: ClubRef[]
  jerseys?: string[]
  [key: string]: unknown
}

export const getPlayer = cache(async (player: string) => loadPublic<PlayerOverview>(`/v2/website/players/${player}`))

export function playerNameOf(overview: PlayerOverview, fallback: string): string {
  return overview.player?.name ?? overview.name ?? fallback
}

export async function playerTabMetadata(
  params: Promise<{ locale: string; player: string }>,
  tab: string,
  segment: string,
): Promise<Metadata> {
  const { locale, player } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const [overview, tabs, t] = await Promise.all([
    getPlayer(player),
    getTranslations({ locale, namespace: 'Tabs' }),
    getTranslations({ locale, namespace: 'Player' }),
  ])
  const name = playerNameOf(overview, player)
  return pageMetadata({
    locale,
    path: `/players/${player}${segment ? `/${segment}` : ''}`,
    title: `${name} · ${tabs(tab as Parameters<typeof tabs>[0])}`,
    description: t('description', { player: name }),
    images: [`/og/player/${player}`],
  })
}
