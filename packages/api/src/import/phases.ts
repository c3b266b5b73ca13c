// The phases of a season as the files spell them and as the database and URLs spell them.
import type { LeaguePhase } from '../db/schema/league.ts'
import type { GameRow } from './season-files.ts'

export type PhaseSlug = LeaguePhase['slug']

export const phaseSlugs = {
  regular_season: 'regular-season',
  quarterfinal: 'quarterfinal',
  semifinal: 'semifinal',
  final: 'final',
} as const satisfies Record<GameRow['phase'], PhaseSlug>

export const phaseOrder: readonly PhaseSlug[] = ['regular-season', 'quarterfinal', 'semifinal', 'final']

export const phaseNames: Record<PhaseSlug, string> = {
  'regular-season': 'Regular season',
  quarterfinal: 'Quarterfinal',
  semifinal: 'Semifinal',
  final: 'Final',
}

/** A play-off series is one phase between one pair of clubs. */
export function duelKeyOf(game: GameRow): string {
  return `${phaseSlugs[game.phase]}:${[game.home_team_id, game.away_team_id].sort().join('-')}`
}
