/** One tab of a page: its sub-path under the page (empty for the default tab) and its message key. */
export type TabDefinition = { segment: string; key: string }

export const clubTabs = [
  { segment: '', key: 'overview' },
  { segment: 'last-games', key: 'lastGames' },
  { segment: 'photos', key: 'photos' },
] as const satisfies readonly TabDefinition[]

export const playerTabs = clubTabs

export const seasonClubTabs = [
  { segment: '', key: 'overview' },
  { segment: 'last-games', key: 'lastGames' },
  { segment: 'players', key: 'players' },
  { segment: 'photos', key: 'photos' },
] as const satisfies readonly TabDefinition[]

export const historyTabs = [
  { segment: '', key: 'bestPlayers' },
  { segment: 'leaders', key: 'leaders' },
  { segment: 'game-records', key: 'gameRecords' },
  { segment: 'per-game', key: 'perGame' },
] as const satisfies readonly TabDefinition[]

export const leagueTabs = [
  { segment: '', key: 'standings' },
  { segment: 'best-players', key: 'bestPlayers' },
  { segment: 'league-leaders', key: 'leaders' },
  { segment: 'game-records', key: 'gameRecords' },
  { segment: 'calendar', key: 'calendar' },
  { segment: 'all-games', key: 'allGames' },
  { segment: 'per-game', key: 'perGame' },
  { segment: 'playoff', key: 'playoff' },
  { segment: 'fantasy', key: 'fantasy' },
] as const satisfies readonly TabDefinition[]

export const teamTabs = [
  { segment: '', key: 'overview' },
  { segment: 'roster', key: 'roster' },
  { segment: 'games', key: 'games' },
  { segment: 'table', key: 'table' },
  { segment: 'photos', key: 'photos' },
] as const satisfies readonly TabDefinition[]

export const roundGameTabs = [
  { segment: '', key: 'teamStats' },
  { segment: 'player-stats', key: 'playerStats' },
  { segment: 'play-by-play', key: 'playByPlay' },
  { segment: 'shot-chart', key: 'shotChart' },
  { segment: 'history', key: 'history' },
  { segment: 'game-report', key: 'gameReport' },
  { segment: 'photos', key: 'photos' },
  { segment: 'table', key: 'table' },
  { segment: 'fantasy', key: 'fantasy' },
] as const satisfies readonly TabDefinition[]

export const playoffGameTabs = [
  { segment: '', key: 'teamStats' },
  { segment: 'player-stats', key: 'playerStats' },
  { segment: 'play-by-play', key: 'playByPlay' },
  { segment: 'shot-chart', key: 'shotChart' },
  { segment: 'game-video', key: 'gameVideo' },
  { segment: 'game-report', key: 'gameReport' },
  { segment: 'photos', key: 'photos' },
  { segment: 'history', key: 'history' },
  { segment: 'table', key: 'table' },
  { segment: 'fantasy', key: 'fantasy' },
] as const satisfies readonly TabDefinition[]

/** The path of a tab: the page's base path for the default tab, `<base>/<segment>` otherwise. */
export function tabHref(basePath: string, tab: TabDefinition): string {
  const base = basePath.replace(/\/+$/, '')
  return tab.segment === '' ? base || '/' : `${base}/${tab.segment}`
}
