import 'server-only'
import type { TeamOverview } from '@league/api/contract/teams'
import { cache } from 'react'
import type { LeagueParams } from './league'
import { loadPublic } from '../server/server-api'

export type TeamParams = LeagueParams & { team: string }

export const getTeam = cache(async (season: string, league: string, team: string): Promise<TeamOverview> =>
  loadPublic('/v2/website/seasons/{season}/leagues/{league}/teams/{team}', { season, league, team }),
)

export function teamNameOf(overview: TeamOverview): string {
  return overview.team.name
}
