'use client'

import { LanguageSwitcher } from '@league/ui/components/language-switcher/language-switcher'
import { usePathname } from 'next/navigation'
import { NavigationLink } from '@/components/navigation-link'
import { localeCookieMaxAgeSeconds, localeCookieName, type SiteLocale } from '@/i18n/locales'
import { visitorPath } from '@/lib/paths/visitor-path'

/** The same page in another language: the path with its first segment (the locale) replaced. */
export function pathInLocale(pathname: string, locale: SiteLocale): string {
  const [, , ...rest] = pathname.split('/')
  return `/${[locale, ...rest].join('/')}`.replace(/\/$/, '')
}

const rememberIn = { name: localeCookieName, maxAgeSeconds: localeCookieMaxAgeSeconds }

/**
 * The kit's language switcher for the page being read, offering the languages the client league publishes in
 * (`languages`, in its order, from the layout): only the path is client-side knowledge (a layout
 * does not receive it). Plain site links keep next-intl's client runtime out of the bundle; the chosen
 * language is saved in NEXT_LOCALE on click, and other languages are not prefetched.
 */
export function PageLanguages({
  label,
  current,
  languages,
}: {
  label: string
  current: SiteLocale
  languages: readonly SiteLocale[]
}) {
  const pathname = visitorPath(usePathname() ?? `/${current}`)
  return (
    <LanguageSwitcher
      locales={languages}
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
