// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clubTabs, leagueTabs } from '@/lib/paths/tabs'
import english from '../../messages/en.json'
import { RouteTabPage } from './route-tab-page'

// The server's translations and locale, as a page rendered in English has them.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Tabs') => (key: keyof (typeof english)['Tabs']) => english[namespace][key],
}))
vi.mock('@/i18n/current-locale', () => ({ getSiteLocale: async () => 'en' }))

afterEach(cleanup)

describe('given a tab page under a tabbed layout', () => {
  it('should mark its own tab as the current page among localized links', async () => {
    render(
      await RouteTabPage({
        basePath: '/seasons/2022-23/leagues/aba-league',
        tabs: leagueTabs,
        active: 'leaders',
        children: <p>Leaders of the season</p>,
      }),
    )
    const tabs = screen.getByRole('navigation', { name: 'Sections' })
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveProperty('textContent', 'Leaders')
    expect(within(tabs).getByRole('link', { name: 'Leaders' }).getAttribute('href')).toBe(
      '/en/seasons/2022-23/leagues/aba-league/league-leaders',
    )
    expect(within(tabs).getAllByRole('link')).toHaveLength(leagueTabs.length)
  })

  it('should link the default tab to the bare path and mark it on the bare page', async () => {
    render(await RouteTabPage({ basePath: '/clubs/partizan', tabs: clubTabs, active: 'overview', children: null }))
    const current = screen.getByRole('link', { current: 'page' })
    expect(current.textContent).toBe('Overview')
    expect(current.getAttribute('href')).toBe('/en/clubs/partizan')
    expect(screen.getByRole('link', { name: 'Last games' }).getAttribute('aria-current')).toBeNull()
  })

  it('should render the content after the tab bar', async () => {
    render(
      await RouteTabPage({
        basePath: '/clubs/partizan',
        tabs: clubTabs,
        active: 'photos',
        children: <p>Photos of the club</p>,
      }),
    )
    const tabs = screen.getByRole('navigation', { name: 'Sections' })
    const content = screen.getByText('Photos of the club')
    expect(tabs.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
