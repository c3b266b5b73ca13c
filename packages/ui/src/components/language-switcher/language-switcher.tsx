import type * as React from 'react'

import { languageNames, type Language } from '@league/client-league/languages'

export type Locale = Language

/** Each language in its own name, as readers of that language look for it. */
export const localeNames = languageNames

// Plain class lookups rather than cva: the site renders the switcher from a client module on every page,
// where cva and clsx would have no other user.
export type LanguageSwitcherLayout = 'inline' | 'stacked'
/** `name`: code and the language's own name; `code`: only the code (the name is read aloud and a tooltip). */
export type LanguageDisplay = 'name' | 'code'

const layoutClasses: Record<LanguageSwitcherLayout, string> = {
  inline: 'flex flex-wrap items-center gap-1',
  stacked: 'flex flex-col gap-0.5',
}

const displayClasses: Record<LanguageDisplay, string> = {
  name: 'text-on-surface hover:bg-muted aria-[current=page]:font-bold aria-[current=page]:text-link',
  code: 'font-semibold uppercase hover:underline aria-[current=page]:ring-1 aria-[current=page]:ring-current',
}

export function languageSwitcherVariants({ layout }: { layout?: LanguageSwitcherLayout | null } = {}): string {
  return layoutClasses[layout ?? 'inline']
}

export function languageLinkVariants({ display }: { display?: LanguageDisplay | null } = {}): string {
  return `inline-flex items-center gap-2 rounded-sm px-2 py-1 text-sm ${displayClasses[display ?? 'name']}`
}

/** The cookie that remembers a chosen language (next-intl reads `NEXT_LOCALE`). */
export type LocaleCookie = { name: string; maxAgeSeconds: number }

/** The `document.cookie` assignment that saves `locale` for the whole site. */
export function localeCookieString(cookie: LocaleCookie, locale: Locale): string {
  return `${cookie.name}=${locale}; path=/; max-age=${cookie.maxAgeSeconds}; samesite=lax`
}

export type LanguageSwitcherProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  layout?: LanguageSwitcherLayout | null
  /** The client's languages, in the order to show them. */
  locales: readonly Locale[]
  current: Locale
  /** The same page in another language. */
  hrefFor: (locale: Locale) => string
  /** Names the navigation ("Language", "Jezik"). */
  label?: string
  linkComponent?: React.ElementType
  display?: LanguageDisplay | null
  /** Passed to the link component when given (next/link: `false` fetches no other language ahead). */
  prefetch?: boolean
  /**
   * Saves the choice in this cookie when a link is followed: a client-side navigation passes through
   * no response that could set it. Client parents only (it is a click handler).
   */
  rememberIn?: LocaleCookie
}

/** Links to the current page in each of the client's languages, each named in its own language. */
export function LanguageSwitcher({
  locales,
  current,
  hrefFor,
  label = 'Language',
  linkComponent: Link = 'a',
  layout,
  display,
  prefetch,
  rememberIn,
  className,
  ...props
}: LanguageSwitcherProps) {
  return (
    <nav data-slot="language-switcher" aria-label={label} className={className} {...props}>
      {/* No cn(): the site renders this from a client module, and tailwind-merge would join every page's bundle. */}
      <ul className={languageSwitcherVariants({ layout })}>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              data-slot="language-switcher-link"
              href={hrefFor(locale)}
              // The name is in its own language: screen readers switch voice, search engines pair pages.
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'page' : undefined}
              className={languageLinkVariants({ display })}
              {...(prefetch === undefined ? {} : { prefetch })}
              {...(rememberIn
                ? {
                    onClick: () => {
                      document.cookie = localeCookieString(rememberIn, locale)
                    },
                  }
                : {})}
              {...(display === 'code' ? { title: localeNames[locale] } : {})}
            >
              {display === 'code' ? (
                <>
                  <span aria-hidden>{locale}</span>
                  <span className="sr-only">{localeNames[locale]}</span>
                </>
              ) : (
                <>
                  <span aria-hidden className="w-6 text-xs font-semibold text-on-muted uppercase">
                    {locale}
                  </span>
                  {localeNames[locale]}
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
