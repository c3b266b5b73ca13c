'use client'

import { Badge } from '@league/ui/components/badge/badge'
import { fill, formatCredits, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { lineupOrder, type LineupPick, type Position } from '@/lib/my-fantasy/squad-edits'
import type { PlayerPoints } from '@/lib/my-fantasy/player-points'
import { PointsBreakdown } from './points-breakdown'

/** A pick as the court view shows it. */
export type CourtPick = LineupPick & {
  name: string
  club: { name: string }
  position: Position
  price: number
  /** His game of the round in play has started: he can no longer move. */
  locked?: boolean
}

type CourtViewProps = {
  picks: readonly CourtPick[]
  labels: MyFantasyLabels
  locale: string
  /** The player whose actions are open, if any. */
  selectedId?: number | undefined
  onSelect?: ((playerId: number) => void) | undefined
  /** Each player's points in the round (live or final), explained. */
  points?: ReadonlyMap<number, PlayerPoints> | undefined
  formation?: string | null | undefined
}

// The court is drawn as half a court: centres under the basket at the top, guards out at the arc.
const courtRows: readonly Position[] = ['centre', 'forward', 'guard']

function PlayerToken({
  pick,
  labels,
  locale,
  selected,
  onSelect,
  points,
}: {
  pick: CourtPick
  labels: MyFantasyLabels
  locale: string
  selected: boolean
  onSelect: ((playerId: number) => void) | undefined
  points: PlayerPoints | undefined
}) {
  const roles = [
    pick.captain ? labels.captain : null,
    pick.slot === 'sixth' ? labels.sixthMan : null,
    pick.locked ? labels.locked : null,
  ]
  const description = roles.filter((role) => role !== null).join(', ')
  return (
    <li data-slot="court-player" className="flex w-24 flex-col items-center gap-1 text-center sm:w-28">
      <button
        type="button"
        aria-pressed={selected}
        disabled={onSelect === undefined}
        onClick={() => onSelect?.(pick.playerId)}
        className="relative flex w-full flex-col items-center rounded-brand border border-border bg-surface p-2 text-on-surface shadow-sm aria-pressed:outline-2 aria-pressed:outline-focus disabled:cursor-default"
      >
        <span className="line-clamp-2 text-xs font-semibold leading-tight sm:text-sm">
          {pick.name}
          {/* Inside the name's box, so a screen reader hears "Name, captain" with no space before the comma. */}
          {description ? <span className="sr-only">, {description}</span> : null}
        </span>
        <span aria-hidden className="text-[0.65rem] text-on-muted">
          {labels.positionShort[pick.position]} · {formatCredits(pick.price, locale)}
        </span>
        <span className="absolute -top-2 -right-2 flex gap-0.5" aria-hidden>
          {pick.captain ? <Badge variant="primary">{labels.captainShort}</Badge> : null}
          {pick.slot === 'sixth' ? <Badge variant="accent">{labels.sixthManShort}</Badge> : null}
        </span>
      </button>
      <span className="sr-only">
        {fill(labels.playerOf, { club: pick.club.name, position: labels.position[pick.position] })}
      </span>
      {points ? <PointsBreakdown playerName={pick.name} points={points} labels={labels} locale={locale} /> : null}
    </li>
  )
}

/** The pitch-like view: the starting five on a half court by position, then the sixth man and the bench. */
export function CourtView({ picks, labels, locale, selectedId, onSelect, points, formation }: CourtViewProps) {
  const { court, sixth, bench } = lineupOrder(picks)
  const token = (pick: CourtPick) => (
    <PlayerToken
      key={pick.playerId}
      pick={pick}
      labels={labels}
      locale={locale}
      selected={selectedId === pick.playerId}
      onSelect={onSelect}
      points={points?.get(pick.playerId)}
    />
  )
  return (
    <div data-slot="court-view" className="flex flex-col gap-3">
      <section
        aria-labelledby="court-view-court"
        className="rounded-brand border-4 border-primary/40 bg-primary/10 px-2 py-4"
      >
        <h3 id="court-view-court" className="mb-2 text-center font-heading text-sm font-semibold">
          {formation ? fill(labels.courtWithFormation, { formation }) : labels.court}
        </h3>
        <ul aria-labelledby="court-view-court" className="flex flex-col gap-3">
          {courtRows.map((position) => {
            const row = court.filter((pick) => pick.position === position)
            return row.length === 0 ? null : (
              <li key={position}>
                <ul aria-label={labels.positionPlural[position]} className="flex justify-center gap-2">
                  {row.map(token)}
                </ul>
              </li>
            )
          })}
        </ul>
      </section>
      <section aria-labelledby="court-view-bench" className="rounded-brand bg-muted px-2 py-3">
        <h3 id="court-view-bench" className="mb-2 text-center font-heading text-sm font-semibold">
          {labels.bench}
        </h3>
        <ul aria-labelledby="court-view-bench" className="flex flex-wrap justify-center gap-2">
          {sixth ? token(sixth) : null}
          {bench.map(token)}
        </ul>
      </section>
    </div>
  )
}
