import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { InvitationPanel } from '@/components/account/invitation-panel'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { isSiteLocale } from '@/i18n/locales'
import { enterLocale } from '@/lib/server/page-locale'

// Personal: what it shows depends on who is signed in.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'Invitations' })
  // A link from a mail, for one person: nothing for search engines.
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /{locale}/operator/invitation?token=…: the page a role invitation's mail links to. */
export default async function InvitationPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const [{ token }, t, staff] = await Promise.all([
    searchParams,
    getTranslations('Invitations'),
    getTranslations('Staff'),
  ])
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      <InvitationPanel
        token={token === undefined || token === '' ? undefined : token}
        consoleHref={`/${locale}/operator`}
        staffHref={`/${locale}/staff/applications`}
        labels={{
          signInFirst: t('signInFirst'),
          missingToken: t('missingToken'),
          loading: t('loading'),
          offer: t.raw('offer') as string,
          roles: { operator: t('roleOperator'), staff: t('roleStaff') },
          accept: t('accept'),
          accepting: t('accepting'),
          accepted: t.raw('accepted') as string,
          openConsole: t('openConsole'),
          openStaff: staff('openApplications'),
          errors: {
            email_not_verified: t('errorNotVerified'),
            wrong_account: t('errorWrongAccount'),
            invitation_expired: t('errorExpired'),
            invitation_used: t('errorUsed'),
            invitation_invalid: t('errorInvalid'),
            other: t('errorOther'),
          },
        }}
      />
    </PageContainer>
  )
}
