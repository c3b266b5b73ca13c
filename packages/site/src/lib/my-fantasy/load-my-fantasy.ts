// What the profile's fantasy tab needs from the server before the browser takes over: which league season is
// played (the client's current one), its rules, and the fan's squads and the player catalogue as SWR's
// fallback, keyed by the same paths the browser's hooks read, so the first paint needs no request.
import 'server-only'
import type { FantasyCatalogue, FantasyOverview } from '@league/api/contract/fantasy-catalogue'
import type { FantasySquadList } from '@league/api/contract/fantasy-squads'
import { loadOptional, visitorApi } from '../server/server-api'
import { fantasyPaths } from './fantasy-paths'

export type MyFantasyStart = {
  season: string
  league: string
  overview: FantasyOverview
  fallback: Record<string, unknown>
}

const apiPathOf = (sitePath: string) => sitePath.replace(/^\/api/, '')

/** The current season's league and what the tab shows first; undefined when there is no game to play. */
export async function loadMyFantasy(): Promise<MyFantasyStart | undefined> {
  const current = await loadOptional('/v2/website/current-season-leagues')
  const played = current?.currentSeasonLeagues[0]
  if (played === undefined) {
    return undefined
  }
  const season = played.season.slug
  const league = played.slug
  const api = await visitorApi()
  const read = <Body>(sitePath: string) => api.get<Body>(apiPathOf(sitePath), { cache: 'no-store' })
  const overviewPath = `/v2/website/seasons/${encodeURIComponent(season)}/leagues/${encodeURIComponent(league)}/fantasy`
  try {
    const [overview, squads, catalogue] = await Promise.all([
      api.get<FantasyOverview>(overviewPath, { cache: 'no-store' }),
      read<FantasySquadList>(fantasyPaths.squads(season, league)),
      read<FantasyCatalogue>(fantasyPaths.players(season, league)),
    ])
    const fallback: Record<string, unknown> = {
      [fantasyPaths.squads(season, league)]: squads,
      [fantasyPaths.players(season, league)]: catalogue,
    }
    for (const squad of squads.squads) {
      fallback[fantasyPaths.squad(squad.id)] = squad
    }
    return { season, league, overview, fallback }
  } catch {
    // No fantasy game for this league season (or the API is away): the tab says so instead of failing.
    return undefined
  }
}
