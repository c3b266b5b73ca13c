import 'server-only'
import { siteCrestUrl } from '../paths/crest'
import type { CrestsByCode } from '../screens/crests'
import { loadOptional } from './server-api'

/** Every club's crest by its code, from the league's clubs list; empty when the list cannot be read. */
export async function loadCrestsByCode(): Promise<CrestsByCode> {
  const body = await loadOptional('/v2/website/clubs')
  const crests: Record<string, string> = {}
  for (const club of body?.clubs ?? []) {
    const url = siteCrestUrl(club.crestUrl)
    if (url !== undefined) {
      crests[club.code] = url
    }
  }
  return crests
}
