// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clubTabs, leagueTabs, roundGameTabs } from '@/lib/paths/tabs'
import english from '../../messages/en.json'
import { RouteTabPage } from './route-tab-page'

// The server's translations and locale, as a page rendered in English has them.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Tabs') => (key: keyof (typeof english)['Tabs']) => english[namespace][key],
}))
vi.mock('@/i18n/current-locale', () => ({ getSiteLocale: async () => 'en' }))
const replace = vi.fn<(href: string, options: { scroll: boolean }) => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }))

beforeEach(() => {
  replace.mockClear()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})
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

const gameBase = '/seasons/2022-23/leagues/aba-league/rounds/12/games'

describe('given the tab rule on a game centre', () => {
  it('should open the tab a fragment names', async () => {
    window.history.replaceState(null, '', '/en/games/5#play-by-play')
    render(await RouteTabPage({ basePath: `${gameBase}/5`, tabs: roundGameTabs, active: 'teamStats', children: null }))
    expect(replace).toHaveBeenCalledWith(`/en${gameBase}/5/play-by-play`, { scroll: false })
  })

  it('should open the next game on the tab chosen in the last one', async () => {
    const first = render(
      await RouteTabPage({
        basePath: `${gameBase}/5`,
        tabs: roundGameTabs,
        active: 'teamStats',
        memoryKey: 'game-centre',
        children: null,
      }),
    )
    expect(replace).not.toHaveBeenCalled()
    const link = screen.getByRole('link', { name: 'Play-by-play' })
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    first.unmount()
    render(
      await RouteTabPage({
        basePath: `${gameBase}/6`,
        tabs: roundGameTabs,
        active: 'teamStats',
        memoryKey: 'game-centre',
        children: null,
      }),
    )
    expect(replace).toHaveBeenCalledWith(`/en${gameBase}/6/play-by-play`, { scroll: false })
  })

  it('should keep a tab the address asks for', async () => {
    sessionStorage.setItem('tabs:game-centre', JSON.stringify({ id: 'play-by-play', savedAt: Date.now() }))
    render(
      await RouteTabPage({
        basePath: `${gameBase}/6`,
        tabs: roundGameTabs,
        active: 'shotChart',
        memoryKey: 'game-centre',
        children: null,
      }),
    )
    expect(replace).not.toHaveBeenCalled()
  })

  it('should follow a later fragment naming a tab, and no in-page link', async () => {
    render(await RouteTabPage({ basePath: `${gameBase}/5`, tabs: roundGameTabs, active: 'teamStats', children: null }))
    sessionStorage.setItem('tabs:game-centre', JSON.stringify({ id: 'play-by-play', savedAt: Date.now() }))
    window.location.hash = '#content'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(replace).not.toHaveBeenCalled()
    window.location.hash = '#shot-chart'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(replace).toHaveBeenCalledWith(`/en${gameBase}/5/shot-chart`, { scroll: false })
  })
})
