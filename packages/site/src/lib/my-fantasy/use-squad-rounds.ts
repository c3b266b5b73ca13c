'use client'

import type { FantasySquadHistory, FantasySquadRound } from '@league/api/contract/fantasy-squad-rounds'
import useSWR from 'swr'
import { fantasyPaths } from './fantasy-paths'
import { readJson, type FantasyRequestError } from './fantasy-fetch'

/** The squad's settled rounds, each with its points and the rank after it. */
export function useSquadHistory(squadId: number) {
  return useSWR<FantasySquadHistory, FantasyRequestError>(fantasyPaths.squadRounds(squadId), readJson)
}

/** One settled round explained pick by pick; null = none chosen yet (nothing is read). */
export function useSquadRound(squadId: number, round: number | null) {
  return useSWR<FantasySquadRound, FantasyRequestError>(
    round === null ? null : fantasyPaths.squadRound(squadId, round),
    readJson,
  )
}
