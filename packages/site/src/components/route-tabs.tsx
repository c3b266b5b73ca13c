import { getTranslations } from 'next-intl/server'
import { getSiteLocale } from '@/i18n/current-locale'
import { tabHref, type TabDefinition } from '@/lib/tabs'
import { CurrentTabLinks } from './current-tab-links'

/** Server side of the route tabs: translates the labels and builds localized links. */
export async function RouteTabs({ basePath, tabs }: { basePath: string; tabs: readonly TabDefinition[] }) {
  const [t, locale] = await Promise.all([getTranslations('Tabs'), getSiteLocale()])
  const localizedBase = `/${locale}${basePath}`
  return (
    <CurrentTabLinks
      label={t('label')}
      basePath={localizedBase}
      tabs={tabs.map((tab) => ({
        ...tab,
        label: t(tab.key as Parameters<typeof t>[0]),
        href: tabHref(localizedBase, tab),
      }))}
    />
  )
}
