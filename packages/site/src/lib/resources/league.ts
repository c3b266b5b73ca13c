import 'server-only'
import type { LeagueOverview } from '@league/api/contract/leagues'
import { cache } from 'react'
import { loadPublic } from '../server/server-api'

export type LeagueParams = { locale: string; season: string; league: string }

export const getLeague = cache(async (season: string, league: string): Promise<LeagueOverview> =>
  loadPublic('/v2/website/seasons/{season}/leagues/{league}', { season, league }),
)

export function leagueNameOf(overview: LeagueOverview): string {
  return overview.league.name
}
