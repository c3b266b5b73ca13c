import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FantasyRulesView } from '@/components/fantasy/rules-view'
import { RouteTabPage } from '@/components/route-tab-page'
import { isSiteLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { leaguePath } from '@/lib/paths/links'
import { leagueTabs } from '@/lib/paths/tabs'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'

type Props = { params: Promise<LeagueParams> }

/** The fantasy tab's metadata, its title led by the rules' own (two pages must not share one title). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [metadata, { locale }] = await Promise.all([leagueTabMetadata(params, 'fantasy', 'fantasy/rules'), params])
  if (!isSiteLocale(locale) || typeof metadata.title !== 'string') {
    return metadata
  }
  const t = await getTranslations({ locale, namespace: 'Fantasy' })
  return { ...metadata, title: `${t('rules.title')} · ${metadata.title}` }
}

/** The league season's stored rules (the highest version), under the league centre's fantasy tab. */
export default async function FantasyRulesPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [t, overview] = await Promise.all([
    getTranslations('Fantasy'),
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/fantasy', { season, league }),
  ])
  const base = leaguePath(season, league)
  return (
    <RouteTabPage basePath={base} tabs={leagueTabs} active="fantasy">
      <Link href={`${base}/fantasy`} className="mb-3 inline-block text-sm underline">
        {t('backToFantasy')}
      </Link>
      <h2 className="mb-4 font-heading text-2xl font-semibold">{t('rules.title')}</h2>
      <FantasyRulesView rules={overview.rules} />
    </RouteTabPage>
  )
}
