'use client'

import type { FantasySquad, FantasySquadList } from '@league/api/contract/fantasy-squads'
import useSWR, { useSWRConfig } from 'swr'
import { fantasyPaths } from './fantasy-paths'
import { readJson, sendJson, type FantasyRequestError } from './fantasy-fetch'
import type { LineupPick } from './squad-edits'

/** The fan's squads in a league season (at most `maxSquads`), keyed by the API path. */
export function useSquads(season: string, league: string) {
  return useSWR<FantasySquadList, FantasyRequestError>(fantasyPaths.squads(season, league), readJson)
}

/**
 * Creates a squad from a full draft; on success the list is refreshed and the new squad's own key is filled,
 * so switching to it needs no request. A refusal (every broken rule listed) is thrown for the draft to show.
 */
export function useCreateSquad(season: string, league: string, language: string) {
  const { mutate } = useSWRConfig()
  return async (name: string, picks: readonly LineupPick[]): Promise<FantasySquad> => {
    const squad = await sendJson<FantasySquad>(fantasyPaths.squads(season, league), 'POST', {
      name,
      picks: picks.map(({ playerId, slot, captain, benchOrder }) => ({ playerId, slot, captain, benchOrder })),
      language,
    })
    await mutate(fantasyPaths.squad(squad.id), squad, { revalidate: false })
    await mutate(fantasyPaths.squads(season, league))
    return squad
  }
}
