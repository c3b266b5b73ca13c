'use client'

import { Button } from '@league/ui/components/button/button'
import { fill, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { swapPartners, type LineupPick } from '@/lib/my-fantasy/squad-edits'

type Named = LineupPick & { name: string; locked?: boolean }

/**
 * What a fan can do with the player chosen on the court view: give him the armband (a starter), make him the
 * sixth man (a bench player), swap him with anyone in another slot, and one more move the caller names
 * (remove him from a draft, transfer him out of a saved squad). Players whose game has started cannot move.
 */
export function PickActions<Pick extends Named>({
  picks,
  selected,
  labels,
  onCaptain,
  onSixthMan,
  onSwap,
  extra,
  onClose,
}: {
  picks: readonly Pick[]
  selected: Pick
  labels: MyFantasyLabels
  onCaptain: (playerId: number) => void
  onSixthMan: (playerId: number) => void
  onSwap: (playerId: number, partnerId: number) => void
  extra?: { label: string; onClick: () => void } | undefined
  onClose: () => void
}) {
  const partners = swapPartners(picks, selected.playerId).filter((partner) => !partner.locked)
  const locked = selected.locked === true
  return (
    <section
      aria-labelledby="pick-actions-title"
      data-slot="pick-actions"
      className="flex flex-col gap-2 rounded-brand border border-border bg-surface p-3"
    >
      <h3 id="pick-actions-title" className="font-heading font-semibold">
        {fill(labels.playerActions, { name: selected.name })}
      </h3>
      {locked ? <p className="text-sm text-on-muted">{labels.locked}</p> : null}
      <div className="flex flex-wrap gap-2">
        {selected.slot === 'court' && !selected.captain && !locked ? (
          <Button size="sm" onClick={() => onCaptain(selected.playerId)}>
            {labels.makeCaptain}
          </Button>
        ) : null}
        {selected.slot === 'bench' && !locked ? (
          <Button size="sm" onClick={() => onSixthMan(selected.playerId)}>
            {labels.makeSixthMan}
          </Button>
        ) : null}
        {extra ? (
          <Button size="sm" variant="outline" onClick={extra.onClick}>
            {extra.label}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {labels.closeActions}
        </Button>
      </div>
      {locked ? null : (
        <ul aria-label={labels.swapTitle} className="flex flex-wrap gap-2">
          {partners.map((partner) => (
            <li key={partner.playerId}>
              <Button size="sm" variant="outline" onClick={() => onSwap(selected.playerId, partner.playerId)}>
                {fill(labels.swapWith, { name: partner.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
