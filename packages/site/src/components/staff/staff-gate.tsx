import { getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { OperatorSignIn } from '@/components/operator/operator-sign-in'
import { SignOutButton } from '@/components/operator/sign-out-button'
import { getWebsiteConfig, siteTitleOf } from '@/lib/server/website-config'

/**
 * What a staff page shows instead of itself: a sign-in form for a visitor without a session (the same
 * HttpOnly-cookie sign-in as the operator console), or a plain "not staff of this league" to a signed-in
 * account without the role.
 */
export async function StaffGate({ kind }: { kind: 'signed-out' | 'not-staff' }) {
  const [t, operator, config] = await Promise.all([
    getTranslations('Staff'),
    getTranslations('Operator'),
    getWebsiteConfig(),
  ])
  if (kind === 'signed-out') {
    return (
      <PageContainer>
        <PageHeading title={t('signInTitle')}>{t('signInText')}</PageHeading>
        <OperatorSignIn
          labels={{
            email: operator('email'),
            password: operator('password'),
            signIn: t('signIn'),
            signingIn: operator('signingIn'),
            failed: operator('signInFailed'),
          }}
        />
      </PageContainer>
    )
  }
  return (
    <PageContainer>
      <PageHeading title={t('notStaffTitle')}>{t('notStaffText', { league: siteTitleOf(config) })}</PageHeading>
      <SignOutButton label={operator('signOut')} />
    </PageContainer>
  )
}
