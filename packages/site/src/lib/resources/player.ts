import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isSiteLocale } from '@/i18n/locales'
import { pageMetadata } from '../server/metadata'
import { cache } from 'react'
import type { Player } from '@league/api/contract/players'
import { loadPublic } from '../server/server-api'

export const getPlayer = cache(async (player: string): Promise<Player> =>
  loadPublic('/v2/website/players/{player}', { player }),
)

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
  const name = overview.name
  return pageMetadata({
    locale,
    path: `/players/${player}${segment ? `/${segment}` : ''}`,
    title: `${name} · ${tabs(tab as Parameters<typeof tabs>[0])}`,
    description: t('description', { player: name }),
    images: [`/og/player/${player}`],
  })
}
