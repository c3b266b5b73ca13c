import { describe, expect, it } from 'vitest'
import { chooseTab, defaultCacheLifetime, sessionTabStore, tabId, type TabChoiceInput } from './choose-tab'

const tabs = [
  { name: 'Box Score' },
  { name: 'Play by Play' },
  { name: 'Shot Chart' },
  { name: 'Head to Head', disabled: true },
  { name: 'Регуларни део сезоне' },
]

const now = 1_700_000_000_000
const minute = 60 * 1000

describe('given tab names', () => {
  it.each([
    ['Box Score', 'box-score'],
    ['Play by Play', 'play-by-play'],
    ['  Shot   Chart ', 'shot-chart'],
    ['Регуларни део сезоне', 'регуларни-део-сезоне'],
  ])('should turn %j into the id %j', (name, id) => {
    expect(tabId(name)).toBe(id)
  })
})

describe('given the order fragment → cache → default → first', () => {
  it.each<[string, Partial<TabChoiceInput>, string | undefined]>([
    [
      'the fragment wins over everything',
      { fragment: '#shot-chart', cached: { id: 'play-by-play', savedAt: now }, defaultTab: 'box-score' },
      'shot-chart',
    ],
    ['a fragment without # works', { fragment: 'play-by-play' }, 'play-by-play'],
    [
      'a percent-encoded Cyrillic fragment works',
      { fragment: `#${encodeURIComponent('регуларни-део-сезоне')}` },
      'регуларни-део-сезоне',
    ],
    [
      'an unknown fragment falls through to the cache',
      { fragment: '#photos', cached: { id: 'play-by-play', savedAt: now - minute } },
      'play-by-play',
    ],
    [
      'a fragment naming a disabled tab falls through',
      { fragment: '#head-to-head', defaultTab: 'shot-chart' },
      'shot-chart',
    ],
    [
      'a fresh cached choice wins over the default',
      { cached: { id: 'play-by-play', savedAt: now - 4 * minute }, defaultTab: 'shot-chart' },
      'play-by-play',
    ],
    [
      'a cached choice at exactly five minutes has expired',
      { cached: { id: 'play-by-play', savedAt: now - 5 * minute }, defaultTab: 'shot-chart' },
      'shot-chart',
    ],
    [
      'a longer lifetime keeps an older choice',
      { cached: { id: 'play-by-play', savedAt: now - 9 * minute }, cacheLifetime: 10 * minute },
      'play-by-play',
    ],
    [
      'a lifetime of zero skips the cache',
      { cached: { id: 'play-by-play', savedAt: now }, cacheLifetime: 0, defaultTab: 'shot-chart' },
      'shot-chart',
    ],
    [
      'a negative lifetime skips the cache',
      { cached: { id: 'play-by-play', savedAt: now }, cacheLifetime: -1 },
      'box-score',
    ],
    ['a cached disabled tab falls through', { cached: { id: 'head-to-head', savedAt: now } }, 'box-score'],
    ['the default may be given by name', { defaultTab: 'Shot Chart' }, 'shot-chart'],
    ['without anything the first tab is chosen', {}, 'box-score'],
  ])('%s', (_description, input, expected) => {
    expect(chooseTab({ tabs, now, ...input })).toBe(expected)
  })

  it('should pick the first enabled tab when the first is disabled', () => {
    expect(chooseTab({ tabs: [{ name: 'Photos', disabled: true }, { name: 'Video' }], now })).toBe('video')
  })

  it('should choose nothing when every tab is disabled', () => {
    expect(chooseTab({ tabs: [{ name: 'Photos', disabled: true }], now })).toBeUndefined()
  })

  it('should default the lifetime to five minutes', () => {
    expect(defaultCacheLifetime).toBe(300_000)
  })
})

describe('given the sessionStorage store', () => {
  it('should round-trip a choice and ignore malformed entries', () => {
    sessionTabStore.write('tabs:game', { id: 'shot-chart', savedAt: now })
    expect(sessionTabStore.read('tabs:game')).toEqual({ id: 'shot-chart', savedAt: now })
    sessionStorage.setItem('tabs:broken', '{"id":3}')
    expect(sessionTabStore.read('tabs:broken')).toBeNull()
    sessionStorage.setItem('tabs:not-json', 'shot-chart')
    expect(sessionTabStore.read('tabs:not-json')).toBeNull()
  })
})
