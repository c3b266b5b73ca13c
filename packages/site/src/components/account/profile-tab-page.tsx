import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { TabPage } from '@/components/route-tab-page'
import { getSiteLocale } from '@/i18n/current-locale'

const profileTabs = [
  { segment: '', key: 'tabFollowing' },
  { segment: 'my-games', key: 'tabMyGames' },
  { segment: 'my-fantasy', key: 'tabMyFantasy' },
] as const

/** A profile tab page: the profile's tab bar (its labels are `Account` messages), then the tab's content. */
export async function ProfileTabPage({
  active,
  children,
}: {
  active: (typeof profileTabs)[number]['key']
  children: ReactNode
}) {
  const [t, locale] = await Promise.all([getTranslations('Account'), getSiteLocale()])
  return (
    <TabPage
      label={t('profileTabs')}
      basePath={`/${locale}/profile`}
      tabs={profileTabs.map((tab) => ({ ...tab, label: t(tab.key) }))}
      active={active}
    >
      {children}
    </TabPage>
  )
}
