'use client'

import { useLocale } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'
import { localeNames, locales } from '@/i18n/locales'

/** Links to the current page in every language; following one also saves the choice in NEXT_LOCALE. */
export function LanguageSwitcher({ label }: { label: string }) {
  const pathname = usePathname()
  const current = useLocale()
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={pathname}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              prefetch={false}
              aria-current={locale === current ? 'true' : undefined}
              title={localeNames[locale]}
              className="block rounded px-2 py-1 uppercase hover:underline aria-[current=true]:bg-on-brand aria-[current=true]:text-brand"
            >
              <span aria-hidden="true">{locale}</span>
              <span className="sr-only">{localeNames[locale]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
