'use client'

import type { FantasyLeague, SquadFantasyLeagues } from '@league/api/contract/fantasy-leagues'
import useSWR, { useSWRConfig } from 'swr'
import { fantasyPaths } from './fantasy-paths'
import { readJson, sendJson, type FantasyRequestError } from './fantasy-fetch'

/** The private leagues a squad plays in. */
export function useSquadLeagues(squadId: number) {
  return useSWR<SquadFantasyLeagues, FantasyRequestError>(fantasyPaths.squadLeagues(squadId), readJson)
}

/** One private league (its ranking, or its head-to-head table and fixtures); null = not loaded. */
export function usePrivateLeague(leagueId: number | null) {
  return useSWR<FantasyLeague, FantasyRequestError>(leagueId === null ? null : fantasyPaths.league(leagueId), readJson)
}

/** Create a league or join one by code with a squad; the squad's leagues are read again afterwards. */
export function useLeagueMembership(squadId: number) {
  const { mutate } = useSWRConfig()
  async function send(path: string, body: unknown): Promise<FantasyLeague> {
    const league = await sendJson<FantasyLeague>(path, 'POST', body)
    await mutate(fantasyPaths.league(league.id), league, { revalidate: false })
    await mutate(fantasyPaths.squadLeagues(squadId))
    return league
  }
  return {
    create: (name: string, kind: FantasyLeague['kind']) => send(fantasyPaths.createLeague(), { name, kind, squadId }),
    join: (code: string) => send(fantasyPaths.joinLeague(), { code, squadId }),
  }
}
