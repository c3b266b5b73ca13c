import { cache } from 'react'
import type { Season } from './api-types'
import { rowsOf } from './rows'
import { loadOptional } from './server-api'

/** Season slug → the slug of its first league, for games listed without their league. */
export const getLeagueBySeason = cache(async (): Promise<Map<string, string>> => {
  const seasons = rowsOf(await loadOptional<unknown>('/v2/website/seasons'), ['seasons']) as unknown as Season[]
  const leagues = new Map<string, string>()
  for (const season of seasons) {
    const first = season.leagues[0]
    if (first) {
      leagues.set(season.slug, first.slug)
    }
  }
  return leagues
})
