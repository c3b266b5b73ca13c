import { describe, expect, it } from 'vitest'
import { routeTabId, routeTabTarget, tabOfHref, type RouteTabArrival } from './route-tab-choice'
import { clubTabs, playoffGameTabs, roundGameTabs, tabHref } from './tabs'

const base = '/en/seasons/2022-23/leagues/aba-league/rounds/12/games/5'
const gameTabs = roundGameTabs.map((tab) => ({ id: routeTabId(tab), href: tabHref(base, tab) }))
const now = 1_700_000_000_000
const minute = 60 * 1000

function arrival(overrides: Partial<RouteTabArrival>): RouteTabArrival {
  return { tabs: gameTabs, activeId: 'team-stats', atBarePath: true, fragment: null, cached: null, now, ...overrides }
}

describe('given the site route tabs', () => {
  it.each([
    [roundGameTabs[0], 'team-stats'],
    [roundGameTabs[2], 'play-by-play'],
    [clubTabs[1], 'last-games'],
    [playoffGameTabs[4], 'game-video'],
  ])('should give %j the id %j (the name lowercased with dashes)', (tab, id) => {
    expect(routeTabId(tab)).toBe(id)
  })
})

describe('given a visitor arriving at a tab page', () => {
  it.each<[string, Partial<RouteTabArrival>, string | undefined]>([
    ['a fragment naming another tab opens its route', { fragment: '#play-by-play' }, `${base}/play-by-play`],
    ['a fragment in words opens its route', { fragment: '#Shot%20Chart' }, `${base}/shot-chart`],
    [
      'the fragment wins over a remembered choice',
      { fragment: '#history', cached: { id: 'play-by-play', savedAt: now - minute } },
      `${base}/history`,
    ],
    [
      'a fresh remembered choice opens at the bare path',
      { cached: { id: 'play-by-play', savedAt: now - 4 * minute } },
      `${base}/play-by-play`,
    ],
    [
      'a remembered choice five minutes old is forgotten',
      { cached: { id: 'play-by-play', savedAt: now - 5 * minute } },
      undefined,
    ],
    [
      'a remembered choice is ignored when the lifetime is 0',
      { cached: { id: 'play-by-play', savedAt: now }, cacheLifetime: 0 },
      undefined,
    ],
    [
      'a tab path the address asked for is kept over a remembered choice',
      { activeId: 'player-stats', atBarePath: false, cached: { id: 'play-by-play', savedAt: now } },
      undefined,
    ],
    [
      'a remembered tab this page does not have falls back to the default',
      { cached: { id: 'game-video', savedAt: now } },
      undefined,
    ],
    ['an unknown fragment leaves the page as it is', { fragment: '#nothing-here' }, undefined],
    ['a fragment naming the current tab stays', { fragment: '#team-stats' }, undefined],
  ])('should: %s', (_, overrides, expected) => {
    expect(routeTabTarget(arrival(overrides))).toBe(expected)
  })
})

describe('given a clicked tab link', () => {
  it('should name the tab by its path, query and fragment aside', () => {
    expect(tabOfHref(gameTabs, `${base}/play-by-play?x=1#period-2`)).toBe('play-by-play')
    expect(tabOfHref(gameTabs, base)).toBe('team-stats')
    expect(tabOfHref(gameTabs, '/en/clubs')).toBeUndefined()
  })
})
