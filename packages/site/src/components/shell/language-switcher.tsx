'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { localeCookieMaxAgeSeconds, localeCookieName, localeNames, locales, type SiteLocale } from '@/i18n/locales'

/** The same page in another language: the path with its first segment (the locale) replaced. */
export function pathInLocale(pathname: string, locale: SiteLocale): string {
  const [, , ...rest] = pathname.split('/')
  return `/${[locale, ...rest].join('/')}`.replace(/\/$/, '')
}

/** The NEXT_LOCALE cookie that remembers a chosen language for a year. */
export function localeCookie(locale: SiteLocale): string {
  return `${localeCookieName}=${locale}; path=/; max-age=${localeCookieMaxAgeSeconds}; samesite=lax`
}

/**
 * Links to the current page in every language. Following one saves the choice in NEXT_LOCALE right away
 * (a client-side navigation does not pass through a response that could set it).
 * Plain next/link keeps next-intl's client runtime out of the bundle.
 */
export function LanguageSwitcher({ label, current }: { label: string; current: SiteLocale }) {
  const pathname = usePathname() ?? `/${current}`
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <NextLink
              href={pathInLocale(pathname, locale)}
              lang={locale}
              hrefLang={locale}
              prefetch={false}
              onClick={() => {
                document.cookie = localeCookie(locale)
              }}
              aria-current={locale === current ? 'true' : undefined}
              title={localeNames[locale]}
              className="block rounded px-2 py-1 uppercase hover:underline aria-[current=true]:bg-brand aria-[current=true]:text-on-brand"
            >
              <span aria-hidden="true">{locale}</span>
              <span className="sr-only">{localeNames[locale]}</span>
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
