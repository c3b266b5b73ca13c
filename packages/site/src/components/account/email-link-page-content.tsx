import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import type { SiteLocale } from '@/i18n/locales'
import { ResetPasswordFromLink, VerifyEmailFromLink } from './email-link-pages'

/** The pages an e-mailed link opens: /{locale}/auth/verify-email and /{locale}/auth/reset-password. */
export type EmailLinkPage = 'verify-email' | 'reset-password'

export const emailLinkPages: readonly EmailLinkPage[] = ['verify-email', 'reset-password']

export function isEmailLinkPage(page: string): page is EmailLinkPage {
  return (emailLinkPages as readonly string[]).includes(page)
}

export async function emailLinkPageTitle(locale: SiteLocale, page: EmailLinkPage) {
  const t = await getTranslations({ locale, namespace: 'Passwords' })
  return page === 'verify-email'
    ? { title: t('verifyTitle'), description: t('verifyIntro') }
    : { title: t('resetTitle'), description: t('resetIntro') }
}

export async function EmailLinkPageContent({ locale, page }: { locale: SiteLocale; page: EmailLinkPage }) {
  const [t, account] = await Promise.all([getTranslations('Passwords'), getTranslations('Account')])
  const resetHref = `/${locale}/auth/reset-password`
  const failed = t('failed', { message: '{message}' })
  const newPassword = {
    newPassword: t('newPassword'),
    repeatPassword: t('repeatPassword'),
    rule: t('rule'),
    tooShort: t('tooShort'),
    passwordsDiffer: t('passwordsDiffer'),
  }
  return (
    <PageContainer>
      <PageHeading title={page === 'verify-email' ? t('verifyTitle') : t('resetTitle')} />
      {/* The token is read from the address in the browser: nothing to show until then. */}
      <Suspense fallback={null}>
        {page === 'verify-email' ? (
          <VerifyEmailFromLink
            resetHref={resetHref}
            labels={{
              intro: t('verifyIntro'),
              submit: t('verifySubmit'),
              submitting: t('verifying'),
              done: t('verifyDone'),
              expired: t('linkExpired'),
              askNewLink: t('askNewLink'),
              signInHint: t('signInHint'),
              noToken: t('noToken'),
              failed,
            }}
          />
        ) : (
          <ResetPasswordFromLink
            language={locale}
            resetHref={resetHref}
            requestIntro={t('resetIntro')}
            resetIntro={t('setIntro')}
            requestLabels={{
              email: account('email'),
              emailInvalid: account('emailInvalid'),
              submit: t('resetSubmit'),
              submitting: t('sending'),
              sent: t('resetSent'),
              failed,
            }}
            resetLabels={{
              ...newPassword,
              submit: t('setSubmit'),
              submitting: t('saving'),
              done: t('setDone'),
              signInHint: t('signInHint'),
              expired: t('linkExpired'),
              askNewLink: t('askNewLink'),
              failed,
            }}
          />
        )}
      </Suspense>
    </PageContainer>
  )
}
