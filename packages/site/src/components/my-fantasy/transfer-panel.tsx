'use client'

import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import type { FantasySquad } from '@league/api/contract/fantasy-squads'
import { Button } from '@league/ui/components/button/button'
import { useState } from 'react'
import { bankAfterTransfers } from '@/lib/my-fantasy/budget'
import type { FantasyRequestError } from '@/lib/my-fantasy/fantasy-fetch'
import { fill, formatCredits, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { squadAfterTransfers, transferRefusal, type PlannedTransfer } from '@/lib/my-fantasy/transfers'
import { PlayerPicker } from './player-picker'
import { RefusalAlert } from './refusal-alert'

type Pick = FantasySquad['picks'][number]

type TransferPanelProps = {
  squad: FantasySquad
  players: readonly FantasyCatalogueEntry[]
  maxPlayersPerClub: number
  /** The player the fan chose to transfer out on the court view, if any. */
  outgoing: Pick | undefined
  onOutgoingDone: () => void
  onConfirm: (
    optimistic: FantasySquad,
    transfers: { out: number; in: number }[],
  ) => Promise<FantasyRequestError | undefined>
  labels: MyFantasyLabels
  locale: string
}

/** Transfers planned one by one (out → in, the bank after them) and confirmed together. */
export function TransferPanel(props: TransferPanelProps) {
  const { squad, players, maxPlayersPerClub, outgoing, onOutgoingDone, onConfirm, labels, locale } = props
  const [planned, setPlanned] = useState<PlannedTransfer[]>([])
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<FantasyRequestError | undefined>(undefined)
  const bank = bankAfterTransfers(
    squad.bank,
    planned.map((transfer) => ({ out: transfer.out.price, in: transfer.in.price })),
  )

  async function confirm() {
    setSending(true)
    const failure = await onConfirm(
      squadAfterTransfers(squad, planned),
      planned.map((transfer) => ({ out: transfer.out.playerId, in: transfer.in.id })),
    )
    setSending(false)
    setError(failure)
    if (failure === undefined || failure.isStaleVersion) {
      setPlanned([])
    }
  }

  return (
    <section aria-labelledby="transfers-title" className="flex flex-col gap-3">
      <h2 id="transfers-title" className="font-heading text-xl font-semibold">
        {labels.transfersTitle}
      </h2>
      {planned.length === 0 && outgoing === undefined ? (
        <p className="text-sm text-on-muted">{labels.transferIntro}</p>
      ) : null}
      {planned.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-brand bg-muted p-3">
          <h3 className="font-semibold">{labels.pendingTransfers}</h3>
          <ul className="flex flex-col gap-1">
            {planned.map((transfer) => {
              const names = { out: transfer.out.name, in: transfer.in.name }
              return (
                <li key={transfer.out.playerId} className="flex items-center justify-between gap-2">
                  <span>{fill(labels.transferLine, names)}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={fill(labels.undoTransfer, names)}
                    onClick={() => setPlanned(planned.filter((other) => other !== transfer))}
                  >
                    ✕
                  </Button>
                </li>
              )
            })}
          </ul>
          <p className={bank < 0 ? 'font-semibold text-danger' : 'font-semibold'}>
            {fill(labels.bankAfter, { credits: formatCredits(bank, locale) })}
          </p>
          <div className="flex gap-2">
            <Button disabled={sending} onClick={() => void confirm()}>
              {sending ? labels.saving : labels.confirmTransfers}
            </Button>
            <Button variant="ghost" onClick={() => setPlanned([])}>
              {labels.cancelTransfers}
            </Button>
          </div>
        </div>
      ) : null}
      <RefusalAlert error={error} labels={labels} />
      {outgoing ? (
        <PlayerPicker
          key={outgoing.playerId}
          players={players}
          labels={labels}
          locale={locale}
          heading={fill(labels.replacing, {
            name: outgoing.name,
            position: labels.position[outgoing.position],
            credits: formatCredits(outgoing.price, locale),
          })}
          initialFilters={{ position: outgoing.position }}
          actionLabel={(player) => fill(labels.bringIn, { name: player.name })}
          refusal={(player) => transferRefusal(squad, planned, outgoing, player, maxPlayersPerClub, labels, locale)}
          onPick={(player) => {
            setPlanned([...planned, { out: outgoing, in: player }])
            setError(undefined)
            onOutgoingDone()
          }}
        />
      ) : null}
    </section>
  )
}
