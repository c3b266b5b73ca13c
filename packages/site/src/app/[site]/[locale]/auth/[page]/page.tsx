import { renderOnFirstVisit } from '@/lib/server/page-site'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { EmailLinkPageContent, emailLinkPageTitle, isEmailLinkPage } from '@/components/account/email-link-page-content'
import { GoogleButton } from '@/components/account/google-button'
import { RegisterForm } from '@/components/account/register-form'
import { pageLanguages } from '@/lib/server/client-locales'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { isSiteLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/server/metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { getWebsiteConfig } from '@/lib/server/website-config'

// Rendered on the first visit, then served from Next's cache (src/lib/server/page-site.ts).
export const generateStaticParams = renderOnFirstVisit

// /{locale}/auth/Register is the registration page (the spelling the spec gives); the lowercase
// /{locale}/auth/register sends there. One dynamic segment keeps the two spellings out of the file tree,
// where folders differing only in case break checkouts on case-insensitive file systems. The same segment
// serves the pages the account mails link to: auth/verify-email and auth/reset-password (?token=…).
const registerPage = 'Register'

type Props = { params: Promise<{ locale: string; page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params
  if (isSiteLocale(locale) && isEmailLinkPage(page)) {
    // A page reached with a personal link: never in search results.
    return { ...(await emailLinkPageTitle(locale, page)), robots: { index: false, follow: false } }
  }
  if (!isSiteLocale(locale) || page !== registerPage) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'Account' })
  return pageMetadata({
    locale,
    path: `/auth/${registerPage}`,
    title: t('registerTitle'),
    description: t('registerIntro'),
  })
}

export default async function AuthPage({ params }: Props) {
  const { page } = await params
  const locale = await enterLocale(params)
  if (isEmailLinkPage(page)) {
    return <EmailLinkPageContent locale={locale} page={page} />
  }
  if (page.toLowerCase() !== registerPage.toLowerCase()) {
    notFound()
  }
  if (page !== registerPage) {
    permanentRedirect(`/${locale}/auth/${registerPage}`)
  }
  const [t, passwords, config] = await Promise.all([
    getTranslations('Account'),
    getTranslations('Passwords'),
    getWebsiteConfig(),
  ])
  const googleClientId = config?.settings.googleClientId
  return (
    <PageContainer>
      <PageHeading title={t('registerTitle')}>{t('registerIntro')}</PageHeading>
      {googleClientId ? (
        <div className="mb-6 flex max-w-md flex-col gap-3">
          <GoogleButton
            clientId={googleClientId}
            locale={locale}
            labels={{ name: t('continueWithGoogle'), signedIn: t('loginSuccess'), failed: t('googleFailed') }}
          />
          <p className="text-center text-on-muted">{t('orWith')}</p>
        </div>
      ) : null}
      <RegisterForm
        locale={locale}
        languages={await pageLanguages()}
        labels={{
          email: t('email'),
          password: t('password'),
          passwordRule: t('passwordRule'),
          name: t('name'),
          language: t('language'),
          submit: t('submitRegister'),
          submitting: t('registering'),
          emailInvalid: t('emailInvalid'),
          passwordInvalid: t('passwordInvalid'),
          nameRequired: t('nameRequired'),
          checkEmail: t('checkEmail'),
          failed: t('registerFailed', { message: '{message}' }),
        }}
      />
      <p className="mt-6 text-on-muted">{t('haveAccount')}</p>
      <p className="mt-2">
        <Link href="/auth/reset-password" className="font-semibold text-link underline-offset-4 hover:underline">
          {passwords('forgotPassword')}
        </Link>
      </p>
    </PageContainer>
  )
}
