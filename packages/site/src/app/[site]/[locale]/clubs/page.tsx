import { getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { clubPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { simpleMetadata } from '@/lib/server/simple-metadata'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return simpleMetadata(params, 'Clubs', '/clubs')
}

export default async function ClubsPage({ params }: Props) {
  await enterLocale(params)
  const [body, t] = await Promise.all([loadPublic('/v2/website/clubs'), getTranslations('Clubs')])
  const { clubs } = body
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      {clubs.length === 0 ? <p className="text-on-muted">{t('empty')}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {clubs.map((club) => (
          <li key={club.slug}>
            <Link
              href={clubPath(club.slug)}
              className="flex items-center gap-3 rounded-brand border border-border bg-surface-raised p-4 hover:bg-muted"
            >
              <span className="block font-semibold">{club.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  )
}
