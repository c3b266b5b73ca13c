import { fill, formatPoints, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import type { PlayerPoints } from '@/lib/my-fantasy/player-points'

/**
 * A player's points, explained line by line in a disclosure (PIR's parts, the win bonus, the captain's or the
 * bench's weight): closed by default so the court stays readable on a phone.
 */
export function PointsBreakdown({
  playerName,
  points,
  labels,
  locale,
}: {
  playerName: string
  points: PlayerPoints
  labels: MyFantasyLabels
  locale: string
}) {
  return (
    <details data-slot="points-breakdown" className="text-sm">
      <summary className="cursor-pointer font-semibold tabular-nums">
        <span aria-hidden>{fill(labels.pointsShort, { points: formatPoints(points.points, locale) })}</span>
        <span className="sr-only">
          {fill(labels.explainPoints, { name: playerName, points: formatPoints(points.points, locale) })}
        </span>
      </summary>
      <table className="mt-1 w-full">
        <caption className="sr-only">{fill(labels.breakdownOf, { name: playerName })}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{labels.breakdownItem}</th>
            <th scope="col">{labels.breakdownValue}</th>
            <th scope="col">{labels.breakdownPoints}</th>
          </tr>
        </thead>
        <tbody>
          {points.lines.map((line, index) => (
            // A round with two games of one player repeats a label: the position keeps each line apart.
            <tr key={`${index}-${line.label}`}>
              <th scope="row" className="pr-2 text-left font-normal">
                {line.label}
              </th>
              <td className="pr-2 text-right tabular-nums">{line.value}</td>
              <td className="text-right tabular-nums">{formatPoints(line.points, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
