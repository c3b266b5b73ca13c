// A squad's live points as the court view shows them: each pick's points in the round so far, explained as
// PIR's parts so far and the win bonus (when the stream carries them), his points as a starter and the weight
// of his role (captain ×2, bench ×0.5, triple captain ×3), the same lines as a settled round's.
import type { LiveSquadPointsAnswer } from '@league/api/contract/fantasy-live'
import { fill, formatPoints, type MyFantasyLabels } from './labels'
import type { PlayerPoints, PointsLine } from './player-points'
import { partLine } from './round-points'

/** One stream message of a squad's live round. */
export type LiveSquadMessage = LiveSquadPointsAnswer

export type PickRole = LiveSquadMessage['picks'][number]['role']

/**
 * Each pick's explained points: the starter points his games gave (points ÷ multiplier) and what his role
 * made of them.
 *
 * @example a captain's 41.8 = 20.9 as a starter × 2
 */
export function livePointsByPlayer(
  message: LiveSquadMessage,
  labels: MyFantasyLabels,
  locale: string,
): Map<number, PlayerPoints> {
  return new Map(
    message.picks.map((pick) => {
      const starter = pick.multiplier === 0 ? 0 : Math.round((pick.points / pick.multiplier) * 100) / 100
      const parts: PointsLine[] = (pick.parts ?? []).map((part) => partLine(part, labels))
      const bonus =
        pick.winBonus === undefined || pick.winBonus === 0
          ? []
          : [{ label: labels.winBonus, value: '', points: pick.winBonus }]
      return [
        pick.playerId,
        {
          points: pick.points,
          lines: [
            ...parts,
            ...bonus,
            { label: labels.starterPoints, value: '', points: starter },
            {
              label: labels.role[pick.role],
              value: fill(labels.multiplier, { multiplier: formatPoints(pick.multiplier, locale) }),
              points: pick.points,
            },
          ],
        },
      ]
    }),
  )
}
