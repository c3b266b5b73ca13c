'use client'

import type { FantasyCatalogue } from '@league/api/contract/fantasy-catalogue'
import useSWR from 'swr'
import { fantasyPaths } from './fantasy-paths'
import { readJson, type FantasyRequestError } from './fantasy-fetch'

/** The league season's players with positions, prices and form (a public read; the page seeds it). */
export function useFantasyPlayers(season: string, league: string) {
  return useSWR<FantasyCatalogue, FantasyRequestError>(fantasyPaths.players(season, league), readJson)
}
