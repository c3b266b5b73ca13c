'use client'

import { LanguageSwitcher } from '@league/ui/components/language-switcher/language-switcher'
import { usePathname } from 'next/navigation'
import { NavigationLink } from '@/components/navigation-link'
import { localeCookieMaxAgeSeconds, localeCookieName, locales, type SiteLocale } from '@/i18n/locales'
import { visitorPath } from '@/lib/paths/visitor-path'

/** The same page in another language: the path with its first segment (the locale) replaced. */
export function pathInLocale(pathname: string, locale: SiteLocale): string {
  const [, , ...rest] = pathname.split('/')
  return `/${[locale, ...rest].join('/')}`.replace(/\/$/, '')
}

const rememberIn = { name: localeCookieName, maxAgeSeconds: localeCookieMaxAgeSeconds }

/**
 * The kit's language switcher for the page being read: only the path is client-side knowledge (a layout
 * does not receive it). Plain site links keep next-intl's client runtime out of the bundle; the chosen
 * language is saved in NEXT_LOCALE on click, and other languages are not prefetched.
 */
export function PageLanguages({ label, current }: { label: string; current: SiteLocale }) {
  const pathname = visitorPath(usePathname() ?? `/${current}`)
  return (
    <LanguageSwitcher
      locales={locales}
      current={current}
      label={label}
      display="code"
      hrefFor={(locale) => pathInLocale(pathname, locale)}
      linkComponent={NavigationLink}
      prefetch={false}
      rememberIn={rememberIn}
    />
  )
}
