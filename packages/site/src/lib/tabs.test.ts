import { describe, expect, it } from 'vitest'
import { clubTabs, gameTabId, roundGameTabs, tabHref } from './tabs'

describe('given the game centre tabs', () => {
  it('should give each tab the id its English name makes, the default tab included', () => {
    expect(roundGameTabs.map(gameTabId)).toEqual([
      'team-stats',
      'player-stats',
      'play-by-play',
      'shot-chart',
      'history',
      'game-report',
      'photos',
      'table',
    ])
  })
})

describe('given a tab to link to', () => {
  it('should link the default tab to the bare path and others to their sub-path', () => {
    expect(tabHref('/clubs/partizan', clubTabs[0])).toBe('/clubs/partizan')
    expect(tabHref('/clubs/partizan/', clubTabs[1])).toBe('/clubs/partizan/last-games')
  })
})
