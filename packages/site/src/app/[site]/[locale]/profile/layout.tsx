import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { PasswordSection } from '@/components/account/password-section'
import { RequireSignedIn } from '@/components/account/require-signed-in'
import { PushSettings } from '@/components/push/push-settings'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { isSiteLocale } from '@/i18n/locales'
import { requireProfile } from '@/lib/account/profile'
import { enterLocale } from '@/lib/server/page-locale'
import { getWebsiteConfig } from '@/lib/server/website-config'

// Personal: read with the visitor's own sign-in, so rendered per request and never kept in a shared cache.
export const dynamic = 'force-dynamic'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'Account' })
  // A personal page: never in search results.
  return { title: t('profileTitle'), robots: { index: false, follow: false } }
}

export default async function ProfileLayout({ children, params }: Props) {
  const locale = await enterLocale(params)
  const [{ user }, t, push, config] = await Promise.all([
    requireProfile(locale),
    getTranslations('Account'),
    getTranslations('Push'),
    getWebsiteConfig(),
  ])
  return (
    <PageContainer>
      <RequireSignedIn homeHref={`/${locale}`} />
      <PageHeading title={t('profileTitle')}>
        {user.email ? t('signedInAs', { name: user.name, email: user.email }) : user.name}
      </PageHeading>
      {children}
      <section aria-labelledby="profile-notifications" data-slot="profile-notifications" className="mt-10">
        <h2 id="profile-notifications" className="mb-2 font-heading text-xl font-semibold">
          {t('notifications')}
        </h2>
        <p className="mb-4 text-on-muted">{push('intro')}</p>
        <PushSettings
          config={config?.settings.push ?? null}
          userTokens={user.fcmTokens}
          labels={{
            default: push('default'),
            granted: push('granted'),
            blocked: push('blocked'),
            unsupported: push('unsupported'),
            unconfigured: push('unconfigured'),
            enable: push('enable'),
          }}
        />
      </section>
      <PasswordSection locale={locale} />
    </PageContainer>
  )
}
