// A settled round as the squad page explains it: each pick's points line by line (PIR's parts from the points
// stored when the round was settled, the win bonus, his points as a starter, then his role's weight), and the
// round picker's options (each settled round with its points and the rank after it).
import type { FantasySquadRoundPick, FantasySquadRoundSummary } from '@league/api/contract/fantasy-squad-rounds'
import { fill, formatPoints, type MyFantasyLabels } from './labels'
import type { PlayerPoints, PointsLine } from './player-points'

type PartKey = keyof MyFantasyLabels['parts']

function isPartKey(key: string, labels: MyFantasyLabels): key is PartKey {
  return Object.hasOwn(labels.parts, key)
}

/** A part's line: PIR's parts named in the reader's language; another statistic by the API's label, else its key. */
export function partLine(
  part: { key: string; label?: string; value: number; points: number },
  labels: MyFantasyLabels,
) {
  return {
    label: isPartKey(part.key, labels) ? labels.parts[part.key] : (part.label ?? part.key),
    value: part.value,
    points: part.points,
  }
}

/** The lines of one game: its parts, then the win bonus (or why there is none). */
function gameLines(game: FantasySquadRoundPick['games'][number], labels: MyFantasyLabels): PointsLine[] {
  const parts = game.parts.map((part) => partLine(part, labels))
  const bonus = { label: game.won ? labels.winBonus : labels.noWinBonus, value: '', points: game.winBonus }
  return [...parts, bonus]
}

/**
 * A pick's points of a settled round explained: each game's parts and win bonus, his points as a starter, and
 * the role's weight giving the points he brought the squad.
 *
 * @example
 * // Luka Božić, captain in round 1 of 2022-23: 30 points, 13 rebounds, … 7 missed field goals (−7) … = 48,
 * // the win's 4.8, 52.8 as a starter, Captain ×2 = 105.6
 * roundPickPoints(bozic, labels, 'en').lines.at(-1) //=> { label: 'Captain', value: '×2', points: 105.6 }
 */
export function roundPickPoints(pick: FantasySquadRoundPick, labels: MyFantasyLabels, locale: string): PlayerPoints {
  const games =
    pick.games.length === 0
      ? [{ label: labels.didNotPlay, value: '', points: 0 }]
      : pick.games.flatMap((game) => gameLines(game, labels))
  return {
    points: pick.points,
    lines: [
      ...games,
      { label: labels.starterPoints, value: '', points: pick.starterPoints },
      {
        label: labels.role[pick.role],
        value: fill(labels.multiplier, { multiplier: formatPoints(pick.multiplier, locale) }),
        points: pick.points,
      },
    ],
  }
}

/** The picker's options, latest round first: "Round 5: 210.4 pts, rank 3". */
export function roundOptions(
  rounds: readonly FantasySquadRoundSummary[],
  labels: MyFantasyLabels,
  locale: string,
): { value: number; label: string }[] {
  return [...rounds]
    .sort((a, b) => b.sequence - a.sequence)
    .map((round) => ({
      value: round.sequence,
      label: fill(labels.roundOption, {
        round: round.name,
        points: formatPoints(round.points, locale),
        rank: new Intl.NumberFormat(locale).format(round.rank),
      }),
    }))
}
