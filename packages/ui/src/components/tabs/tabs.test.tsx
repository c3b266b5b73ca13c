import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import type { CachedTabChoice, TabChoiceStore } from './choose-tab'
import { renderToString } from 'react-dom/server'
import { TabLinks as ServerTabLinks } from './tab-links'
import { TabLinks, Tabs, TabsContent, TabsList, type TabDefinition } from './tabs'

const gameTabs: TabDefinition[] = [
  { name: 'Box Score' },
  { name: 'Play by Play' },
  { name: 'Shot Chart' },
  { name: 'Photos', disabled: true },
]

function memoryStore(
  initial: Record<string, CachedTabChoice> = {},
): TabChoiceStore & { entries: Map<string, CachedTabChoice> } {
  const entries = new Map(Object.entries(initial))
  return { entries, read: (key) => entries.get(key) ?? null, write: (key, choice) => void entries.set(key, choice) }
}

function renderGameTabs(props: Partial<React.ComponentProps<typeof Tabs>> = {}) {
  return render(
    <Tabs tabs={gameTabs} cacheKey="game" {...props}>
      <TabsList aria-label="Game centre" />
      <TabsContent tab="Box Score">Kevin Punter 32 PTS</TabsContent>
      <TabsContent tab="Play by Play">Q4 00:00 end of game</TabsContent>
      <TabsContent tab="Shot Chart">Shots</TabsContent>
      <TabsContent tab="Photos">No photos</TabsContent>
    </Tabs>,
  )
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('given game-centre tabs', () => {
  it('should show the first tab without fragment, cache or default, and pass axe', async () => {
    const { container } = renderGameTabs({ store: memoryStore() })
    expect(screen.getByRole('tab', { name: 'Box Score' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Box Score' }).textContent).toBe('Kevin Punter 32 PTS')
    expect(screen.getByRole('tablist', { name: 'Game centre' })).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should open the tab named by the URL fragment', async () => {
    window.history.replaceState(null, '', '/en/games/22-205#shot-chart')
    renderGameTabs({ store: memoryStore({ 'tabs:game': { id: 'play-by-play', savedAt: Date.now() } }) })
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Shot Chart')
  })

  it('should open a cached choice younger than its lifetime', async () => {
    const store = memoryStore({ 'tabs:game': { id: 'play-by-play', savedAt: 1_000 } })
    renderGameTabs({ store, now: () => 1_000 + 60_000, defaultTab: 'shot-chart' })
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Play by Play')
  })

  it('should switch with the arrow keys, remember the choice and write the fragment', async () => {
    const store = memoryStore()
    const onTabChange = vi.fn<(id: string) => void>()
    renderGameTabs({ store, onTabChange, now: () => 42 })
    screen.getByRole('tab', { name: 'Box Score' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Play by Play' }).getAttribute('aria-selected')).toBe('true')
    expect(onTabChange).toHaveBeenCalledWith('play-by-play')
    expect(store.entries.get('tabs:game')).toEqual({ id: 'play-by-play', savedAt: 42 })
    expect(window.location.hash).toBe('#play-by-play')
  })

  it('should not cache when the lifetime is zero', async () => {
    const store = memoryStore()
    renderGameTabs({ store, cacheLifetime: 0 })
    await userEvent.click(screen.getByRole('tab', { name: 'Shot Chart' }))
    expect(store.entries.size).toBe(0)
  })

  it('should skip the disabled tab and never select it', async () => {
    renderGameTabs({ store: memoryStore() })
    const photos = screen.getByRole('tab', { name: 'Photos' })
    expect(photos.hasAttribute('disabled')).toBe(true)
    await userEvent.click(photos)
    expect(photos.getAttribute('aria-selected')).toBe('false')
  })

  it('should only emit the clicked event when the active tab is clicked', async () => {
    const onTabChange = vi.fn<(id: string) => void>()
    const onActiveTabClick = vi.fn<(id: string) => void>()
    renderGameTabs({ store: memoryStore(), onTabChange, onActiveTabClick })
    await userEvent.click(screen.getByRole('tab', { name: 'Box Score' }))
    expect(onActiveTabClick).toHaveBeenCalledExactlyOnceWith('box-score')
    expect(onTabChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('tab', { name: 'Shot Chart' }))
    expect(onTabChange).toHaveBeenCalledExactlyOnceWith('shot-chart')
    expect(onActiveTabClick).toHaveBeenCalledOnce()
  })
})

describe('given tabs as links to sub-paths', () => {
  const links = [
    { name: 'Standings', href: '/en/seasons/2022-23/aba-league/standings' },
    { name: 'Leaders', href: '/en/seasons/2022-23/aba-league/leaders' },
    { name: 'Playoff', href: '/en/seasons/2022-23/aba-league/playoff', disabled: true },
  ]

  it('should mark the current page and report a click on it without navigating', async () => {
    const onActiveTabClick = vi.fn<(id: string) => void>()
    const { container } = render(
      <TabLinks aria-label="League centre" tabs={links} activeTab="standings" onActiveTabClick={onActiveTabClick} />,
    )
    const current = screen.getByRole('link', { name: 'Standings' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Leaders' }).hasAttribute('aria-current')).toBe(false)
    expect(screen.queryByRole('link', { name: 'Playoff' })).toBeNull()
    await userEvent.click(current)
    expect(onActiveTabClick).toHaveBeenCalledWith('standings')
    expect(window.location.pathname).toBe('/')
    await expectNoAxeViolations(container)
  })

  it('should render on the server as a nav with the current page marked and the disabled tab not a link', () => {
    const html = renderToString(<ServerTabLinks aria-label="League centre" tabs={links} activeTab="Standings" />)
    expect(html).toMatch(/<nav[^>]*aria-label="League centre"/)
    expect(html).toMatch(/<a[^>]*href="\/en\/seasons\/2022-23\/aba-league\/standings"[^>]*aria-current="page"/)
    expect(html).toContain('aria-disabled="true"')
    expect(html).not.toContain('href="/en/seasons/2022-23/aba-league/playoff"')
  })
})
