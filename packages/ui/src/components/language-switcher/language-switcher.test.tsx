import { fireEvent, render, screen, within } from '@testing-library/react'
import type * as React from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { LanguageSwitcher, localeCookieString, type Locale } from './language-switcher'

const all: Locale[] = ['en', 'sr', 'sl', 'es', 'fr', 'ru']

describe('given the six languages with Serbian current', () => {
  it('should link each language by its native name, marking the current one', async () => {
    const { container } = render(
      <LanguageSwitcher locales={all} current="sr" hrefFor={(locale) => `/${locale}/standings`} label="Jezik" />,
    )
    const navigation = screen.getByRole('navigation', { name: 'Jezik' })
    const links = within(navigation).getAllByRole('link')
    expect(links.map((link) => link.textContent?.slice(2))).toEqual([
      'English',
      'Srpski',
      'Slovenščina',
      'Español',
      'Français',
      'Русский',
    ])
    const current = screen.getByRole('link', { name: 'Srpski' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(current.getAttribute('href')).toBe('/sr/standings')
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('lang')).toBe('ru')
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1)
    await expectNoAxeViolations(container)
  })
})

describe('given a client with three languages', () => {
  it('should offer only those', () => {
    render(<LanguageSwitcher locales={['es', 'en', 'fr']} current="es" hrefFor={(locale) => `/${locale}`} />)
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('hreflang'))).toEqual(['es', 'en', 'fr'])
  })
})

describe('given a switcher that remembers the choice in a cookie', () => {
  it('should save the followed language in that cookie', () => {
    render(
      <LanguageSwitcher
        locales={all}
        current="en"
        display="code"
        hrefFor={(locale) => `#${locale}`}
        rememberIn={{ name: 'NEXT_LOCALE', maxAgeSeconds: 60 }}
      />,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Srpski' }))
    expect(document.cookie).toContain('NEXT_LOCALE=sr')
  })

  it('should write a site-wide cookie for a year when asked to', () => {
    expect(localeCookieString({ name: 'NEXT_LOCALE', maxAgeSeconds: 31_536_000 }, 'sl')).toBe(
      'NEXT_LOCALE=sl; path=/; max-age=31536000; samesite=lax',
    )
  })
})

describe('given a link component that prefetches', () => {
  it('should pass prefetch only when the caller sets it', () => {
    const seen: unknown[] = []
    function RecordingLink({ prefetch, children, ...props }: React.ComponentProps<'a'> & { prefetch?: boolean }) {
      seen.push(prefetch)
      return <a {...props}>{children}</a>
    }
    render(
      <LanguageSwitcher
        locales={['en', 'sr']}
        current="en"
        hrefFor={(locale) => `/${locale}`}
        prefetch={false}
        linkComponent={RecordingLink}
      />,
    )
    expect(seen).toEqual([false, false])
  })
})
