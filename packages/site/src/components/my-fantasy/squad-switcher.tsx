'use client'

import type { FantasySquad } from '@league/api/contract/fantasy-squads'
import { Button } from '@league/ui/components/button/button'
import { fill, formatPoints, type MyFantasyLabels } from '@/lib/my-fantasy/labels'

/** The fan's squads (up to the league's maximum) as toggle buttons, and a new squad while there is room. */
export function SquadSwitcher({
  squads,
  maxSquads,
  current,
  onChoose,
  labels,
  locale,
}: {
  squads: readonly FantasySquad[]
  maxSquads: number
  /** The chosen squad's id, or 'new' while a new squad is being drafted. */
  current: number | 'new'
  onChoose: (choice: number | 'new') => void
  labels: MyFantasyLabels
  locale: string
}) {
  const full = squads.length >= maxSquads
  return (
    <nav aria-label={labels.squads} data-slot="squad-switcher" className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-2">
        {squads.map((squad) => (
          <li key={squad.id}>
            <Button
              variant={current === squad.id ? 'primary' : 'outline'}
              aria-pressed={current === squad.id}
              onClick={() => onChoose(squad.id)}
              className="h-auto flex-col items-start py-1.5"
            >
              <span>{squad.name}</span>
              <span className="text-xs font-normal">
                {fill(labels.squadPoints, { points: formatPoints(squad.totalPoints, locale) })}
              </span>
            </Button>
          </li>
        ))}
        {full ? null : (
          <li>
            <Button
              variant={current === 'new' ? 'primary' : 'ghost'}
              aria-pressed={current === 'new'}
              onClick={() => onChoose('new')}
            >
              + {labels.newSquad}
            </Button>
          </li>
        )}
      </ul>
      {full ? <p className="text-sm text-on-muted">{fill(labels.squadLimit, { count: squads.length })}</p> : null}
    </nav>
  )
}
