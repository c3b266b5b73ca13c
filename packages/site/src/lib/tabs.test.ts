import { describe, expect, it } from 'vitest'
import { activeTab, clubTabs, gameTabId, leagueTabs, playoffGameTabs, roundGameTabs, tabHref } from './tabs'

const league = '/seasons/2022-23/leagues/aba-league'

describe('given a league page path', () => {
  it('should show standings on the bare path', () => {
    expect(activeTab(league, league, leagueTabs)?.key).toBe('standings')
  })

  it('should map each sub-path to its tab', () => {
    expect(activeTab(`${league}/league-leaders`, league, leagueTabs)?.key).toBe('leaders')
    expect(activeTab(`${league}/playoff`, league, leagueTabs)?.key).toBe('playoff')
    expect(activeTab(`${league}/per-game?page=2`, league, leagueTabs)?.key).toBe('perGame')
  })

  it('should ignore a trailing slash', () => {
    expect(activeTab(`${league}/calendar/`, league, leagueTabs)?.key).toBe('calendar')
    expect(activeTab(`${league}/`, league, leagueTabs)?.key).toBe('standings')
  })

  it('should keep the tab for paths deeper under it', () => {
    expect(activeTab(`${league}/playoff/final/partizan-vs-crvena-zvezda`, league, leagueTabs)?.key).toBe('playoff')
  })

  it('should answer no tab for unknown sub-paths and other pages', () => {
    expect(activeTab(`${league}/fantasy`, league, leagueTabs)).toBeUndefined()
    expect(activeTab('/seasons/2022-23/leagues/aba-leaguex', league, leagueTabs)).toBeUndefined()
    expect(activeTab('/clubs/partizan', league, leagueTabs)).toBeUndefined()
  })
})

describe('given the game centre tabs', () => {
  const game = `${league}/rounds/6/games/22-6`

  it('should show team stats by default and the report under game-report', () => {
    expect(activeTab(game, game, roundGameTabs)?.key).toBe('teamStats')
    expect(activeTab(`${game}/game-report`, game, roundGameTabs)?.key).toBe('gameReport')
  })

  it('should offer game video only on playoff games', () => {
    expect(activeTab(`${game}/game-video`, game, roundGameTabs)).toBeUndefined()
    expect(activeTab(`${game}/game-video`, game, playoffGameTabs)?.key).toBe('gameVideo')
  })

  it('should offer the shot chart on regular-season and playoff games', () => {
    expect(activeTab(`${game}/shot-chart`, game, roundGameTabs)?.key).toBe('shotChart')
    expect(activeTab(`${game}/shot-chart`, game, playoffGameTabs)?.key).toBe('shotChart')
  })

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
