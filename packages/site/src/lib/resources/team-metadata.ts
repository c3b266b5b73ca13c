import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isSiteLocale } from '@/i18n/locales'
import { teamPath } from '../paths/links'
import { pageMetadata } from '../server/metadata'
import { getTeam, teamNameOf, type TeamParams } from './team'

export async function teamTabMetadata(params: Promise<TeamParams>, tab: string, segment: string): Promise<Metadata> {
  const { locale, season, league, team } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const [overview, tabs, t] = await Promise.all([
    getTeam(season, league, team),
    getTranslations({ locale, namespace: 'Tabs' }),
    getTranslations({ locale, namespace: 'Team' }),
  ])
  const name = teamNameOf(overview)
  const tabLabel = tabs(tab as Parameters<typeof tabs>[0])
  return pageMetadata({
    locale,
    path: `${teamPath(season, league, team)}${segment ? `/${segment}` : ''}`,
    title: `${name} · ${tabLabel}`,
    description: t('description', { team: name, season: overview.season.name }),
  })
}
