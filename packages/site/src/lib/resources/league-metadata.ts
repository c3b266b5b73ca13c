import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isSiteLocale } from '@/i18n/locales'
import { getLeague, leagueNameOf, type LeagueParams } from './league'
import { leaguePath } from '../paths/links'
import { pageMetadata } from '../server/metadata'

/** Title, description and alternates of a league centre tab. */
export async function leagueTabMetadata(
  params: Promise<LeagueParams>,
  tab: string,
  segment: string,
): Promise<Metadata> {
  const { locale, season, league } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const [overview, tabs, t] = await Promise.all([
    getLeague(season, league),
    getTranslations({ locale, namespace: 'Tabs' }),
    getTranslations({ locale, namespace: 'League' }),
  ])
  const name = `${leagueNameOf(overview)} ${overview.season.name}`
  const tabLabel = tabs(tab as Parameters<typeof tabs>[0])
  return pageMetadata({
    locale,
    path: `${leaguePath(season, league)}${segment ? `/${segment}` : ''}`,
    title: `${tabLabel} · ${name}`,
    description: t('description', { tab: tabLabel, league: name }),
  })
}
