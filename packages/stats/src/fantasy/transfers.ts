// How many players a manager may change before a round. ELF gives 3 free transfers between rounds and lifts
// the limit in the play-offs and in windows the league announces; the wildcard chip lifts it for one round.
import type { FantasyChip, FantasyGameRules } from './rules.ts'

/** The phases of the regular season, as the API's slug and the CSV's spelling; every other phase is a play-off. */
const REGULAR_SEASON_PHASES: readonly string[] = ['regular-season', 'regular_season']

/**
 * The free transfers before a round (the round the changed squad will play): `unlimited` before the first
 * round (the squad is being built), in an announced window (`rules.unlimitedTransferRounds`), in the
 * play-offs when the rules say so, and with the wildcard chip; otherwise `rules.transfersPerRound` (3 in
 * ELF). Whether the wildcard is switched on and still unused is the caller's check.
 *
 * @example
 * freeTransfersFor({ sequence: 12, phase: 'regular-season' }, ELF_CLASSIC_RULES, null) //=> 3
 * freeTransfersFor({ sequence: 12, phase: 'regular-season' }, ELF_CLASSIC_RULES, 'wildcard') //=> 'unlimited'
 * freeTransfersFor({ sequence: 27, phase: 'quarterfinal' }, ELF_CLASSIC_RULES, null) //=> 'unlimited'
 */
export function freeTransfersFor(
  round: { sequence: number; phase: string },
  rules: Pick<FantasyGameRules, 'transfersPerRound' | 'unlimitedTransfersInPlayoffs' | 'unlimitedTransferRounds'>,
  chip: FantasyChip | null,
): number | 'unlimited' {
  if (round.sequence <= 1 || chip === 'wildcard' || rules.unlimitedTransferRounds.includes(round.sequence)) {
    return 'unlimited'
  }
  if (rules.unlimitedTransfersInPlayoffs && !REGULAR_SEASON_PHASES.includes(round.phase)) {
    return 'unlimited'
  }
  return rules.transfersPerRound
}
