import { getTranslations } from 'next-intl/server'
import { ProfileTabPage } from '@/components/account/profile-tab-page'
import { EmptyState } from '@/components/layout/page-heading'
import { requireProfile } from '@/lib/account/profile'
import { enterLocale } from '@/lib/server/page-locale'

type Props = { params: Promise<{ locale: string }> }

// The fantasy game does not exist yet: the tab says so rather than linking to a page that is not there.
export default async function ProfileFantasyPage({ params }: Props) {
  const locale = await enterLocale(params)
  const [, t] = await Promise.all([requireProfile(locale), getTranslations('Account')])
  return (
    <ProfileTabPage active="tabMyFantasy">
      <EmptyState title={t('fantasyTitle')} text={t('fantasyComing')} />
    </ProfileTabPage>
  )
}
