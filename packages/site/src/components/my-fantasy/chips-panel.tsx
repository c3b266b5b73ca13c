'use client'

import type { FantasySquad } from '@league/api/contract/fantasy-squads'
import { Button } from '@league/ui/components/button/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@league/ui/components/dialog/dialog'
import { useState } from 'react'
import type { FantasyRequestError } from '@/lib/my-fantasy/fantasy-fetch'
import { fill, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { RefusalAlert } from './refusal-alert'

type Chip = FantasySquad['chips']['available'][number]

/**
 * The chips the rules switch on: each played once a season for the open round, after a confirmation that
 * says so; a played chip shows its round.
 */
export function ChipsPanel({
  squad,
  chips,
  onPlay,
  labels,
}: {
  squad: FantasySquad
  /** Chips the league's rules switch on. */
  chips: readonly Chip[]
  onPlay: (chip: Chip) => Promise<FantasyRequestError | undefined>
  labels: MyFantasyLabels
}) {
  const [confirming, setConfirming] = useState<Chip | undefined>(undefined)
  const [error, setError] = useState<FantasyRequestError | undefined>(undefined)
  const round = squad.openRound?.name

  async function play(chip: Chip) {
    setConfirming(undefined)
    setError(await onPlay(chip))
  }

  return (
    <section aria-labelledby="chips-title" className="flex flex-col gap-3">
      <h2 id="chips-title" className="font-heading text-xl font-semibold">
        {labels.chipsTitle}
      </h2>
      {chips.length === 0 ? (
        <p className="text-on-muted">{labels.noChips}</p>
      ) : (
        <p className="text-sm text-on-muted">{labels.chipsIntro}</p>
      )}
      <ul className="grid gap-2 sm:grid-cols-3">
        {chips.map((chip) => {
          const used = squad.chips.used.find((entry) => entry.chip === chip)
          const name = labels.chip[chip]
          return (
            <li key={chip} className="flex flex-col gap-2 rounded-brand border border-border p-3">
              <h3 className="font-semibold">{name}</h3>
              <p className="text-sm text-on-muted">{labels.chipHelp[chip]}</p>
              {used ? (
                <p className="text-sm font-semibold">{fill(labels.chipUsed, { round: used.round })}</p>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={round === undefined || !squad.chips.available.includes(chip)}
                  onClick={() => setConfirming(chip)}
                >
                  {fill(labels.playChip, { chip: name })}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      <RefusalAlert error={error} labels={labels} />
      <Dialog open={confirming !== undefined} onOpenChange={(open) => (open ? null : setConfirming(undefined))}>
        {confirming ? (
          <DialogContent closeLabel={labels.close}>
            <DialogHeader>
              <DialogTitle>{fill(labels.confirmChipTitle, { chip: labels.chip[confirming] })}</DialogTitle>
              <DialogDescription>
                {fill(labels.confirmChipText, { chip: labels.chip[confirming], round: round ?? '' })}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost">{labels.cancel}</Button>
              </DialogClose>
              <Button onClick={() => void play(confirming)}>{labels.confirmChip}</Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  )
}
