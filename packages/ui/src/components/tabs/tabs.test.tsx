import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import type { CachedTabChoice, TabChoiceStore } from './choose-tab'
import { TabLinks as ServerTabLinks } from './tab-links'
import {
  TabLinks,
  Tabs,
  TabsContent,
  TabsList,
  useRememberedTab,
  type RememberedTabOptions,
  type TabDefinition,
  type TabsProps,
} from './tabs'

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

function GameTabs(props: Omit<TabsProps, 'tabs'>) {
  return (
    <Tabs tabs={gameTabs} {...props}>
      <TabsList aria-label="Game centre" />
      <TabsContent value="box-score">Kevin Punter 32 PTS</TabsContent>
      <TabsContent value="play-by-play">Q4 00:00 end of game</TabsContent>
      <TabsContent value="shot-chart">Shots</TabsContent>
      <TabsContent value="photos">No photos</TabsContent>
    </Tabs>
  )
}

function selectedTabName(): string | null {
  return screen.getByRole('tab', { selected: true }).textContent
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('given uncontrolled game-centre tabs', () => {
  it('should show the default value, switch on a click, report it and pass axe', async () => {
    const onValueChange = vi.fn<(id: string) => void>()
    const { container } = render(<GameTabs defaultValue="box-score" onValueChange={onValueChange} />)
    expect(screen.getByRole('tabpanel', { name: 'Box Score' }).textContent).toBe('Kevin Punter 32 PTS')
    expect(screen.getByRole('tablist', { name: 'Game centre' })).toBeTruthy()
    await expectNoAxeViolations(container)
    await userEvent.click(screen.getByRole('tab', { name: 'Shot Chart' }))
    expect(selectedTabName()).toBe('Shot Chart')
    expect(screen.getByRole('tabpanel', { name: 'Shot Chart' }).textContent).toBe('Shots')
    expect(onValueChange).toHaveBeenCalledWith('shot-chart')
  })

  it('should skip the disabled tab and never select it', async () => {
    render(<GameTabs defaultValue="box-score" />)
    const photos = screen.getByRole('tab', { name: 'Photos' })
    expect(photos.hasAttribute('disabled')).toBe(true)
    await userEvent.click(photos)
    expect(photos.getAttribute('aria-selected')).toBe('false')
  })

  it('should only report the click when the active tab is clicked', async () => {
    const onValueChange = vi.fn<(id: string) => void>()
    const onActiveTabClick = vi.fn<(id: string) => void>()
    render(<GameTabs defaultValue="box-score" onValueChange={onValueChange} onActiveTabClick={onActiveTabClick} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Box Score' }))
    expect(onActiveTabClick).toHaveBeenCalledExactlyOnceWith('box-score')
    expect(onValueChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('tab', { name: 'Shot Chart' }))
    expect(onValueChange).toHaveBeenCalledWith('shot-chart')
    expect(onActiveTabClick).toHaveBeenCalledOnce()
  })
})

/** A page that keeps the chosen tab in its own state and shows it. */
function TabsOwner() {
  const [value, setValue] = useState('box-score')
  return (
    <>
      <output aria-label="Chosen tab">{value}</output>
      <GameTabs value={value} onValueChange={setValue} />
    </>
  )
}

describe('given controlled game-centre tabs', () => {
  it('should show the value it is given and only ask for a change', async () => {
    const onValueChange = vi.fn<(id: string) => void>()
    render(<GameTabs value="play-by-play" onValueChange={onValueChange} />)
    expect(selectedTabName()).toBe('Play by Play')
    await userEvent.click(screen.getByRole('tab', { name: 'Shot Chart' }))
    expect(onValueChange).toHaveBeenCalledWith('shot-chart')
    expect(selectedTabName()).toBe('Play by Play')
  })

  it('should follow the value its owner keeps', async () => {
    render(<TabsOwner />)
    screen.getByRole('tab', { name: 'Box Score' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(selectedTabName()).toBe('Play by Play')
    expect(screen.getByRole('status', { name: 'Chosen tab' }).textContent).toBe('play-by-play')
  })
})

// Play by Play chosen at 1 s; a minute later it still counts, ten minutes later it has expired.
const cachedPlayByPlay = { 'tabs:game': { id: 'play-by-play', savedAt: 1_000 } }
const withinLifetime = () => 1_000 + 60_000
const expired = () => 1_000 + 10 * 60_000

function RememberedGameTabs(options: Omit<RememberedTabOptions, 'tabs'>) {
  return <GameTabs {...useRememberedTab({ tabs: gameTabs, cacheKey: 'game', ...options })} />
}

describe('given game-centre tabs that follow the rule fragment → cached choice → default → first', () => {
  it('should open the tab named by the URL fragment before a cached choice', async () => {
    window.history.replaceState(null, '', '/en/games/22-205#shot-chart')
    render(<RememberedGameTabs store={memoryStore(cachedPlayByPlay)} now={withinLifetime} defaultTab="box-score" />)
    expect((await screen.findByRole('tab', { name: 'Shot Chart', selected: true })).textContent).toBe('Shot Chart')
  })

  it('should open a cached choice younger than its lifetime before the default', async () => {
    render(<RememberedGameTabs store={memoryStore(cachedPlayByPlay)} now={withinLifetime} defaultTab="shot-chart" />)
    expect((await screen.findByRole('tab', { name: 'Play by Play', selected: true })).textContent).toBe('Play by Play')
  })

  it('should open the default tab when the cached choice has expired', async () => {
    render(<RememberedGameTabs store={memoryStore(cachedPlayByPlay)} now={expired} defaultTab="shot-chart" />)
    expect((await screen.findByRole('tab', { name: 'Shot Chart', selected: true })).textContent).toBe('Shot Chart')
  })

  it('should open the first tab without fragment, cache or default', () => {
    render(<RememberedGameTabs store={memoryStore()} />)
    expect(selectedTabName()).toBe('Box Score')
  })

  it('should switch with the arrow keys, remember the choice and write the fragment', async () => {
    const store = memoryStore()
    const onValueChange = vi.fn<(id: string) => void>()
    render(<RememberedGameTabs store={store} onValueChange={onValueChange} now={() => 42} />)
    screen.getByRole('tab', { name: 'Box Score' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(selectedTabName()).toBe('Play by Play')
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('play-by-play')
    expect(store.entries.get('tabs:game')).toEqual({ id: 'play-by-play', savedAt: 42 })
    expect(window.location.hash).toBe('#play-by-play')
  })

  it('should not cache when the lifetime is zero', async () => {
    const store = memoryStore()
    render(<RememberedGameTabs store={store} cacheLifetime={0} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Shot Chart' }))
    expect(selectedTabName()).toBe('Shot Chart')
    expect(store.entries.size).toBe(0)
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
