'use client'

import { Button } from '@league/ui/components/button/button'
import { useMemo, useState } from 'react'
import { fill, formatCredits, formatPoints, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import {
  clubsOf,
  filterPlayers,
  noFilters,
  sortPlayers,
  type FilterablePlayer,
  type PlayerFilters,
  type SortKey,
} from '@/lib/my-fantasy/player-filters'
import { PlayerFiltersForm } from './player-filters-form'

const pageSize = 30

type PlayerPickerProps<Player extends FilterablePlayer> = {
  players: readonly Player[]
  labels: MyFantasyLabels
  locale: string
  /** The button's words for one player ("Add Kevin Punter", "Bring in Kevin Punter"). */
  actionLabel: (player: Player) => string
  /** Why a player cannot be picked now (no room at his position, over budget), or null when he can. */
  refusal: (player: Player) => string | null
  onPick: (player: Player) => void
  /** Filters to start from, e.g. the outgoing player's position during a transfer. */
  initialFilters?: Partial<PlayerFilters> | undefined
  heading: string
}

/** The catalogue with its filters: each row names the player, his club, position, price and form. */
export function PlayerPicker<Player extends FilterablePlayer>({
  players,
  labels,
  locale,
  actionLabel,
  refusal,
  onPick,
  initialFilters,
  heading,
}: PlayerPickerProps<Player>) {
  const [filters, setFilters] = useState<PlayerFilters>({ ...noFilters, ...initialFilters })
  const [sort, setSort] = useState<SortKey>('price')
  const [shown, setShown] = useState(pageSize)
  const clubs = useMemo(() => clubsOf(players), [players])
  const matching = useMemo(() => sortPlayers(filterPlayers(players, filters), sort), [players, filters, sort])
  return (
    <section aria-labelledby="player-picker-title" data-slot="player-picker" className="flex min-w-0 flex-col gap-3">
      <h3 id="player-picker-title" className="font-heading text-lg font-semibold">
        {heading}
      </h3>
      <PlayerFiltersForm
        filters={filters}
        sort={sort}
        clubs={clubs}
        labels={labels}
        onFiltersChange={(next) => {
          setFilters(next)
          setShown(pageSize)
        }}
        onSortChange={setSort}
      />
      <output className="text-sm text-on-muted">{fill(labels.playersFound, { count: matching.length })}</output>
      <ul
        aria-labelledby="player-picker-title"
        className="flex flex-col divide-y divide-border rounded-brand border border-border"
      >
        {matching.slice(0, shown).map((player) => {
          const reason = refusal(player)
          const reasonId = `player-refusal-${player.id}`
          return (
            <li key={player.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="flex min-w-0 flex-col">
                <span className="truncate font-semibold">{player.name}</span>
                <span className="truncate text-xs text-on-muted">
                  {labels.position[player.position]} · {player.club.name}
                </span>
                <span className="text-xs tabular-nums">
                  {fill(labels.playerFigures, {
                    price: formatCredits(player.price, locale),
                    form: formatPoints(player.form, locale),
                    selected: formatPoints(player.selectedBy, locale),
                  })}
                </span>
                {reason ? (
                  <span id={reasonId} className="text-xs text-danger">
                    {reason}
                  </span>
                ) : null}
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={reason !== null}
                aria-describedby={reason ? reasonId : undefined}
                onClick={() => onPick(player)}
              >
                {actionLabel(player)}
              </Button>
            </li>
          )
        })}
      </ul>
      {matching.length > shown ? (
        <Button variant="ghost" className="self-center" onClick={() => setShown(shown + pageSize)}>
          {labels.showMore}
        </Button>
      ) : null}
    </section>
  )
}
