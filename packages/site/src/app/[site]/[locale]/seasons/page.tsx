import { getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { leaguePath, seasonPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { simpleMetadata } from '@/lib/server/simple-metadata'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return simpleMetadata(params, 'Seasons', '/seasons')
}

export default async function SeasonsPage({ params }: Props) {
  await enterLocale(params)
  const [body, t] = await Promise.all([loadPublic('/v2/website/seasons'), getTranslations('Seasons')])
  const { seasons } = body
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      {seasons.length === 0 ? <p className="text-on-muted">{t('empty')}</p> : null}
      <ul className="grid gap-4 md:grid-cols-3">
        {seasons.map((season) => (
          <li key={season.slug} className="rounded-brand border border-border bg-surface-raised p-4">
            <h2 className="font-heading text-xl font-semibold">
              <Link href={seasonPath(season.slug)} className="text-link hover:underline">
                {season.name}
              </Link>
              {season.current ? (
                <span className="ml-2 rounded-pill bg-accent px-2 py-0.5 text-xs text-on-accent">{t('current')}</span>
              ) : null}
            </h2>
            <ul className="mt-2 text-sm">
              {season.leagues.map((league) => (
                <li key={league.slug}>
                  <Link href={leaguePath(season.slug, league.slug)} className="text-link hover:underline">
                    {league.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </PageContainer>
  )
}
