import { getFormatter, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { seasonPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional } from '@/lib/server/server-api'
import { simpleMetadata } from '@/lib/server/simple-metadata'
import { getWebsiteConfig, siteTitleOf } from '@/lib/server/website-config'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return simpleMetadata(params, 'About', '/about-us')
}

export default async function AboutPage({ params }: Props) {
  await enterLocale(params)
  const [config, seasonsBody, clubsBody, t, format] = await Promise.all([
    getWebsiteConfig(),
    loadOptional('/v2/website/seasons'),
    loadOptional('/v2/website/clubs'),
    getTranslations('About'),
    getFormatter(),
  ])
  const title = siteTitleOf(config)
  const seasons = seasonsBody?.seasons ?? []
  const clubs = clubsBody?.clubs ?? []
  const sponsors = config?.sponsors ?? []
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      <p className="max-w-3xl text-lg">{t('intro', { title })}</p>
      <dl className="mt-6 grid max-w-xl grid-cols-2 gap-4">
        <div className="rounded-brand bg-muted p-4">
          <dt className="text-sm text-on-muted">{t('seasons')}</dt>
          <dd className="text-3xl font-bold tabular-nums">{format.number(seasons.length)}</dd>
        </div>
        <div className="rounded-brand bg-muted p-4">
          <dt className="text-sm text-on-muted">{t('clubs')}</dt>
          <dd className="text-3xl font-bold tabular-nums">{format.number(clubs.length)}</dd>
        </div>
      </dl>
      {seasons.length > 0 ? (
        <Section id="about-seasons" title={t('seasonsCovered')}>
          <ul className="flex flex-wrap gap-2">
            {seasons.map((season) => (
              <li key={season.slug}>
                <Link
                  href={seasonPath(season.slug)}
                  className="rounded-pill border border-border px-3 py-1 text-link hover:bg-muted"
                >
                  {season.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {sponsors.length > 0 ? (
        <Section id="about-sponsors" title={t('partners')}>
          <ul className="list-inside list-disc">
            {sponsors.map((sponsor) => (
              <li key={sponsor.name}>
                {sponsor.url ? (
                  <a href={sponsor.url} rel="noopener sponsored" className="text-link hover:underline">
                    {sponsor.name}
                  </a>
                ) : (
                  sponsor.name
                )}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="about-data" title={t('dataTitle')}>
        <p className="max-w-3xl text-on-muted">{t('dataText')}</p>
      </Section>
    </PageContainer>
  )
}
