import 'server-only'
import { cache } from 'react'
import { loadOptional } from '../server/server-api'

/** Season slug → the slug of its first league, for games listed without their league. */
export const getLeagueBySeason = cache(async (): Promise<Map<string, string>> => {
  const answer = await loadOptional('/v2/website/seasons')
  const leagues = new Map<string, string>()
  for (const season of answer?.seasons ?? []) {
    const first = season.leagues[0]
    if (first) {
      leagues.set(season.slug, first.slug)
    }
  }
  return leagues
})
