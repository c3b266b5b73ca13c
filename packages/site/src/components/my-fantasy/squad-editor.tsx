'use client'

import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import type { FantasySquad } from '@league/api/contract/fantasy-squads'
import { useState, type ReactNode } from 'react'
import type { FantasyRequestError } from '@/lib/my-fantasy/fantasy-fetch'
import { fill, formatPoints, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { makeCaptain, makeSixthMan, swapPlayers, type Position } from '@/lib/my-fantasy/squad-edits'
import { useSquadChanges } from '@/lib/my-fantasy/use-squad'
import { BudgetBar } from './budget-bar'
import { ChipsPanel } from './chips-panel'
import { CourtView } from './court-view'
import { LeaguesPanel } from './leagues-panel'
import { PickActions } from './pick-actions'
import type { PlayerPoints } from '@/lib/my-fantasy/player-points'
import { RefusalAlert } from './refusal-alert'
import { GeneralRank } from './general-rank'
import { RoundPoints } from './round-points'
import { TransferPanel } from './transfer-panel'

type Chip = FantasySquad['chips']['available'][number]

export type SquadEditorProps = {
  squadId: number
  players: readonly FantasyCatalogueEntry[]
  rules: { positionQuota: Readonly<Record<Position, number>>; maxPlayersPerClub: number; chips: readonly Chip[] }
  labels: MyFantasyLabels
  locale: string
  /** Each player's live points while a round is in play. */
  livePoints?: ReadonlyMap<number, PlayerPoints> | undefined
  /** Shown above the court while a round is in play (the live total). */
  liveLine?: ReactNode
}

function roundLine(squad: FantasySquad, labels: MyFantasyLabels, locale: string) {
  if (squad.openRound === null) {
    return labels.noOpenRound
  }
  const time = squad.openRound.locksAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(squad.openRound.locksAt),
      )
    : ''
  return fill(labels.roundOpen, { round: squad.openRound.name, time })
}

/** A saved squad: its court and bench (every move saved at once), transfers, chips and private leagues. */
export function SquadEditor({ squadId, players, rules, labels, locale, livePoints, liveLine }: SquadEditorProps) {
  const { squad, saveLineup, transfer, playChip } = useSquadChanges(squadId, locale)
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined)
  const [outgoingId, setOutgoingId] = useState<number | undefined>(undefined)
  const [lineupError, setLineupError] = useState<FantasyRequestError | undefined>(undefined)
  if (squad === undefined) {
    return <p className="text-on-muted">{labels.loading}</p>
  }
  const selected = squad.picks.find((pick) => pick.playerId === selectedId)
  const outgoing = squad.picks.find((pick) => pick.playerId === outgoingId)

  async function save(picks: FantasySquad['picks']) {
    setLineupError(await saveLineup(picks))
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="squad-title" className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="squad-title" className="font-heading text-xl font-semibold">
              {squad.name}
            </h2>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <div className="flex gap-1">
                <dt className="text-on-muted">{labels.totalPoints}</dt>
                <dd className="font-semibold tabular-nums">{formatPoints(squad.totalPoints, locale)}</dd>
              </div>
              <GeneralRank squad={squad} labels={labels} locale={locale} />
              {squad.roundPoints === null ? null : (
                <div className="flex gap-1">
                  <dt className="text-on-muted">{labels.roundPoints}</dt>
                  <dd className="font-semibold tabular-nums">{formatPoints(squad.roundPoints, locale)}</dd>
                </div>
              )}
            </dl>
          </div>
          <p className="text-sm text-on-muted">{roundLine(squad, labels, locale)}</p>
          {liveLine}
          <BudgetBar
            creditsLeft={squad.bank}
            picks={squad.picks}
            quota={rules.positionQuota}
            transfersLeft={squad.transfers.left}
            labels={labels}
            locale={locale}
          />
          <CourtView
            picks={squad.picks}
            labels={labels}
            locale={locale}
            formation={squad.formation}
            selectedId={selectedId}
            onSelect={(playerId) => setSelectedId(playerId === selectedId ? undefined : playerId)}
            points={livePoints}
          />
          <RefusalAlert error={lineupError} labels={labels} />
          {selected ? (
            <PickActions
              picks={squad.picks}
              selected={selected}
              labels={labels}
              onCaptain={(playerId) => void save(makeCaptain(squad.picks, playerId))}
              onSixthMan={(playerId) => void save(makeSixthMan(squad.picks, playerId))}
              onSwap={(first, second) => void save(swapPlayers(squad.picks, first, second))}
              extra={
                selected.locked
                  ? undefined
                  : {
                      label: fill(labels.transferOut, { name: selected.name }),
                      onClick: () => {
                        setOutgoingId(selected.playerId)
                        setSelectedId(undefined)
                      },
                    }
              }
              onClose={() => setSelectedId(undefined)}
            />
          ) : null}
        </section>
        <div className="flex min-w-0 flex-col gap-8">
          <TransferPanel
            squad={squad}
            players={players}
            maxPlayersPerClub={rules.maxPlayersPerClub}
            outgoing={outgoing}
            onOutgoingDone={() => setOutgoingId(undefined)}
            onConfirm={transfer}
            labels={labels}
            locale={locale}
          />
          <ChipsPanel squad={squad} chips={rules.chips} onPlay={playChip} labels={labels} />
        </div>
      </div>
      <RoundPoints squadId={squad.id} labels={labels} locale={locale} />
      <LeaguesPanel squadId={squad.id} labels={labels} locale={locale} />
    </div>
  )
}
