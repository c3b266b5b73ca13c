import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export type Locale = 'en' | 'sr' | 'sl' | 'es' | 'fr' | 'ru'

/** Each language in its own name, as readers of that language look for it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  sr: 'Srpski',
  sl: 'Slovenščina',
  es: 'Español',
  fr: 'Français',
  ru: 'Русский',
}

export const languageSwitcherVariants = cva('flex', {
  variants: {
    layout: { inline: 'flex-wrap items-center gap-1', stacked: 'flex-col gap-0.5' },
  },
  defaultVariants: { layout: 'inline' },
})

const linkClass =
  'inline-flex items-center gap-2 rounded-sm px-2 py-1 text-sm text-on-surface hover:bg-muted aria-[current=page]:font-bold aria-[current=page]:text-link'

export type LanguageSwitcherProps = Omit<React.ComponentProps<'nav'>, 'children'> &
  VariantProps<typeof languageSwitcherVariants> & {
    /** The client's languages, in the order to show them. */
    locales: readonly Locale[]
    current: Locale
    /** The same page in another language. */
    hrefFor: (locale: Locale) => string
    /** Names the navigation ("Language", "Jezik"). */
    label?: string
    linkComponent?: React.ElementType
  }

/** Links to the current page in each of the client's languages, each named in its own language. */
export function LanguageSwitcher({
  locales,
  current,
  hrefFor,
  label = 'Language',
  linkComponent: Link = 'a',
  layout,
  className,
  ...props
}: LanguageSwitcherProps) {
  return (
    <nav data-slot="language-switcher" aria-label={label} className={className} {...props}>
      <ul className={cn(languageSwitcherVariants({ layout }))}>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              data-slot="language-switcher-link"
              href={hrefFor(locale)}
              // The name is in its own language: screen readers switch voice, search engines pair pages.
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'page' : undefined}
              className={linkClass}
            >
              <span aria-hidden className="w-6 text-xs font-semibold text-on-muted uppercase">
                {locale}
              </span>
              {localeNames[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
