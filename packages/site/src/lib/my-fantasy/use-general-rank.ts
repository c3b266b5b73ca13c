'use client'

import type { FantasyRanking } from '@league/api/contract/fantasy-results'
import useSWR from 'swr'
import { fantasyPaths } from './fantasy-paths'
import { readJson, type FantasyRequestError } from './fantasy-fetch'

/** The squad's place in its league season's general ranking (public: every rank is), read once per visit. */
export function useGeneralRank(squad: { id: number; season: string; league: string }) {
  return useSWR<FantasyRanking, FantasyRequestError>(
    fantasyPaths.generalRank(squad.season, squad.league, squad.id),
    readJson,
  )
}
