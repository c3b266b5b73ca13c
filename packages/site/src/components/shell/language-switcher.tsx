'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { localeNames, locales, type SiteLocale } from '@/i18n/locales'

/** The same page in another language: the path with its first segment (the locale) replaced. */
export function pathInLocale(pathname: string, locale: SiteLocale): string {
  const [, , ...rest] = pathname.split('/')
  return `/${[locale, ...rest].join('/')}`.replace(/\/$/, '')
}

/**
 * Links to the current page in every language; the proxy saves the chosen one in NEXT_LOCALE.
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
