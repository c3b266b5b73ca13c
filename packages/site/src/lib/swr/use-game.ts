import useSWR from 'swr'
import { apiFetcher } from './fetcher'
import { gameKey } from './keys'

export type LiveGame = {
  slug: string
  status: string
  home: { score: number | null }
  away: { score: number | null }
  clock?: string | null
  period?: number | null
}

/** How often a game is read again: every 10 s while it is live, never once it is over. */
export function gameRefreshInterval(game: Pick<LiveGame, 'status'> | undefined): number {
  return game?.status === 'live' ? 10_000 : 0
}

/** A game's header, kept fresh while the game is live. */
export function useGame(slug: string) {
  return useSWR<LiveGame>(gameKey(slug), apiFetcher<LiveGame>, { refreshInterval: gameRefreshInterval })
}
