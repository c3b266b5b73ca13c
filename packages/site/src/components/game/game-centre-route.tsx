// game-centre-route.tsx: the game centre's layout and tab pages, written once for the two addresses a game has:
// a regular-season game by round (`rounds/[round]/games/[game]`) and a play-off game by series and number
// (`playoff/[playoffRound]/[duel]/games/[round]`). A route file binds a kind of address to the layout or to one
// tab. What Next reads from the route file itself (`generateStaticParams`, `dynamic`) stays there, and so does
// each tab's content: a page then imports only its own tab's components, not every tab's client code.
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { PageContainer } from '@/components/layout/page-heading'
import { getGame, type PlayoffGameParams, type RoundGameParams } from '@/lib/resources/game'
import { gameTabMetadata, resolvePlayoffGame, resolveRoundGame, type ResolvedGame } from '@/lib/resources/game-route'
import { liveScoreboard } from '@/lib/live/live-state'
import { playoffGameTabs, roundGameTabs } from '@/lib/paths/tabs'
import { BroadcastLink } from './broadcast-link'
import { GameHeaderView } from './game-header'
import { GameLiveSwitch } from './live/game-live-switch'
import { GameTabPage, type GameTabs } from './game-tab-bar'

/** How a kind of game address is checked and resolved to a game, and the tabs its game centre has. */
type GameAddress<Params extends RoundGameParams | PlayoffGameParams, Tabs extends GameTabs> = {
  /** `segment`: the tab asking, so an address that redirects keeps the tab (the layout passes none). */
  resolve: (params: Promise<Params>, segment?: string) => Promise<ResolvedGame>
  tabs: Tabs
}

export const roundGame: GameAddress<RoundGameParams, typeof roundGameTabs> = {
  resolve: resolveRoundGame,
  tabs: roundGameTabs,
}

export const playoffGame: GameAddress<PlayoffGameParams, typeof playoffGameTabs> = {
  resolve: resolvePlayoffGame,
  tabs: playoffGameTabs,
}

type SearchParams = Record<string, string | string[] | undefined>

/** The layout around every tab: the game's header (live when the game is on) and its broadcast link. */
export function gameCentreLayout<Params extends RoundGameParams | PlayoffGameParams>(
  address: GameAddress<Params, GameTabs>,
) {
  return async function GameLayout({ children, params }: { children: ReactNode; params: Promise<Params> }) {
    const { season, league, game } = await address.resolve(params)
    const [header, live] = await Promise.all([getGame(game), liveScoreboard(game)])
    return (
      <PageContainer>
        <GameHeaderView header={header} season={season} league={league} live={live} />
        <BroadcastLink header={header} live={live !== undefined} />
        <GameLiveSwitch gameId={game} live={live !== undefined} />
        {children}
      </PageContainer>
    )
  }
}

/**
 * One tab of the game centre at one kind of address: its metadata and its page, the tab bar above `content`.
 * `content` gets the resolved game and the page's query (which only the shot chart reads).
 */
export function gameCentreTab<Params extends RoundGameParams | PlayoffGameParams, Tabs extends GameTabs>(
  address: GameAddress<Params, Tabs>,
  tab: Tabs[number]['key'],
  content: (game: ResolvedGame, searchParams: Promise<SearchParams>) => ReactNode | Promise<ReactNode>,
) {
  const segment = address.tabs.find((definition) => definition.key === tab)?.segment ?? ''
  return {
    generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
      return gameTabMetadata(params, address.resolve, tab, segment)
    },
    async Page({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }) {
      const game = await address.resolve(params, segment)
      return (
        <GameTabPage basePath={game.basePath} tabs={address.tabs} active={tab}>
          {await content(game, searchParams)}
        </GameTabPage>
      )
    },
  }
}
