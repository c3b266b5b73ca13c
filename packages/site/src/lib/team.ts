import { cache } from 'react'
import type { Named, StandingRow, TeamRef } from './api-types'
import { leagueApi, type LeagueParams } from './league'
import { loadPublic } from './server-api'

export type TeamParams = LeagueParams & { team: string }

export type TeamOverview = {
  team?: TeamRef
  slug?: string
  name?: string
  club?: Named & { shortName?: string }
  season?: Named
  league?: Named
  standing?: StandingRow | null
  record?: { won: number; lost: number } | null
  venue?: { name: string } | string | null
  lastGames?: unknown[]
  latestResults?: unknown[]
  nextGames?: unknown[]
  leaders?: Record<string, unknown>[]
  [key: string]: unknown
}

export const getTeam = cache(async (season: string, league: string, team: string) =>
  loadPublic<TeamOverview>(leagueApi(season, league, `/teams/${team}`)),
)

export function teamNameOf(overview: TeamOverview, fallback: string): string {
  return overview.team?.name ?? overview.name ?? fallback
}
