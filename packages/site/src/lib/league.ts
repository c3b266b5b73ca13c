import { cache } from 'react'
import type { GameSummary, Named, TeamRef } from './api-types'
import { loadPublic } from './server-api'

export type LeagueOverview = {
  season?: Named
  league?: Named
  name?: string
  phases?: { slug: string; kind?: string; name?: string }[]
  teams?: TeamRef[]
  rounds?: unknown[]
  latestResults?: GameSummary[]
  nextGames?: GameSummary[]
}

export type LeagueParams = { locale: string; season: string; league: string }

export const getLeague = cache(async (season: string, league: string) =>
  loadPublic<LeagueOverview>(`/v2/website/seasons/${season}/leagues/${league}`),
)

export function leagueApi(season: string, league: string, rest = '') {
  return `/v2/website/seasons/${season}/leagues/${league}${rest}`
}

export function leagueNameOf(overview: LeagueOverview, fallback: string): string {
  return overview.league?.name ?? overview.name ?? fallback
}
