'use client'

import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import { Button } from '@league/ui/components/button/button'
import { useState, type FormEvent } from 'react'
import { creditsLeft } from '@/lib/my-fantasy/budget'
import { addToDraft, draftRefusal, removeFromDraft, type DraftPick, type DraftRules } from '@/lib/my-fantasy/draft'
import { FantasyRequestError } from '@/lib/my-fantasy/fantasy-fetch'
import { fill, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { makeCaptain, makeSixthMan, swapPlayers } from '@/lib/my-fantasy/squad-edits'
import { BudgetBar } from './budget-bar'
import { CourtView } from './court-view'
import { PickActions } from './pick-actions'
import { PlayerPicker } from './player-picker'
import { RefusalAlert } from './refusal-alert'

type SquadDraftProps = {
  players: readonly FantasyCatalogueEntry[]
  rules: DraftRules
  labels: MyFantasyLabels
  locale: string
  /** Saves the draft; throws the API's refusal. */
  onCreate: (name: string, picks: readonly DraftPick[]) => Promise<void>
  onCancel?: (() => void) | undefined
}

/** A new squad: picked from the list into the court view, then created in one request the API checks. */
export function SquadDraft({ players, rules, labels, locale, onCreate, onCancel }: SquadDraftProps) {
  const [draft, setDraft] = useState<DraftPick[]>([])
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<FantasyRequestError | undefined>(undefined)
  const selected = draft.find((pick) => pick.playerId === selectedId)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('squadName') ?? '').trim()
    setSending(true)
    setError(undefined)
    try {
      await onCreate(name, draft)
    } catch (failure) {
      setError(failure instanceof FantasyRequestError ? failure : new FantasyRequestError(0, null, String(failure)))
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="squad-draft-title"
        className="flex min-w-0 flex-col gap-3"
      >
        <h2 id="squad-draft-title" className="font-heading text-xl font-semibold">
          {labels.draftTitle}
        </h2>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {labels.squadName}
          <input
            name="squadName"
            required
            maxLength={40}
            autoComplete="off"
            className="rounded-brand border border-input bg-surface px-3 py-2 font-normal"
          />
        </label>
        <p className="text-sm text-on-muted">
          {fill(labels.draftProgress, { count: draft.length, size: rules.squadSize })}
        </p>
        <BudgetBar
          creditsLeft={creditsLeft(
            rules.budget,
            draft.map((pick) => pick.price),
          )}
          picks={draft}
          quota={rules.positionQuota}
          labels={labels}
          locale={locale}
        />
        <CourtView picks={draft} labels={labels} locale={locale} selectedId={selectedId} onSelect={setSelectedId} />
        {selected ? (
          <PickActions
            picks={draft}
            selected={selected}
            labels={labels}
            onCaptain={(playerId) => setDraft(makeCaptain(draft, playerId))}
            onSixthMan={(playerId) => setDraft(makeSixthMan(draft, playerId))}
            onSwap={(first, second) => setDraft(swapPlayers(draft, first, second))}
            extra={{
              label: fill(labels.removePlayer, { name: selected.name }),
              onClick: () => {
                setDraft(removeFromDraft(draft, selected.playerId))
                setSelectedId(undefined)
              },
            }}
            onClose={() => setSelectedId(undefined)}
          />
        ) : null}
        <RefusalAlert error={error} labels={labels} />
        <div className="flex gap-2">
          <Button type="submit" disabled={sending}>
            {sending ? labels.creatingSquad : labels.createSquad}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {labels.cancelDraft}
            </Button>
          ) : null}
        </div>
      </form>
      <PlayerPicker
        players={players}
        labels={labels}
        locale={locale}
        heading={labels.pickPlayers}
        actionLabel={(player) => fill(labels.addPlayer, { name: player.name })}
        refusal={(player) => draftRefusal(draft, player, rules, labels, locale)}
        onPick={(player) => setDraft(addToDraft(draft, player))}
      />
    </div>
  )
}
