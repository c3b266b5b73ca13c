'use client'

import type { LiveLeaderboard } from '@league/api/contract/fantasy-live'
import useSWR from 'swr'
import { fantasyPaths } from './fantasy-paths'
import { readJson, type FantasyRequestError } from './fantasy-fetch'

/**
 * How often the squad's live rank is read again while its round is in play: the API keeps a live leaderboard
 * 5 s at most (and its response cache 30 s), so every 30 s follows it without asking for the same answer twice.
 */
const refreshMs = 30_000

/** The squad's place on its round's live leaderboard; nothing while no round of it is in play. */
export function useLiveRank(squad: { id: number; season: string; league: string } | undefined, round: number | null) {
  const key =
    squad === undefined || round === null
      ? null
      : fantasyPaths.liveLeaderboard(squad.season, squad.league, round, squad.id)
  return useSWR<LiveLeaderboard, FantasyRequestError>(key, readJson, { refreshInterval: refreshMs })
}
