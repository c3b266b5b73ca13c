import 'server-only'
import { teamMarkOf } from '../paths/crest'
import type { TeamMarkLook } from '../screens/team-marks'
import type { TeamMarksByCode } from '../screens/team-marks'
import { loadOptional } from './server-api'

/** Every club's crest and colours by its code, from the league's clubs list; empty when it cannot be read. */
export async function loadTeamMarksByCode(): Promise<TeamMarksByCode> {
  const body = await loadOptional('/v2/website/clubs')
  const marks: Record<string, TeamMarkLook> = {}
  for (const club of body?.clubs ?? []) {
    const mark = teamMarkOf(club)
    if (mark.logoUrl !== undefined || mark.colours !== undefined) {
      marks[club.code] = mark
    }
  }
  return marks
}
