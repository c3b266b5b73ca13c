'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { useState } from 'react'
import type { ConsoleLabels } from '@/lib/operator/console-labels'
import type { LiveEvent } from '@/lib/operator/pad-events'

/** Before tip-off: five players of each team, ticked, become the `starting_lineup` events. */
export function LineupForm({
  state,
  labels,
  onConfirm,
}: {
  state: LiveGameStateResponse
  labels: ConsoleLabels
  onConfirm: (events: LiveEvent[]) => Promise<void>
}) {
  const sides = (['home', 'away'] as const).filter((side) => state[side].onCourt.length < 5)
  const [picked, setPicked] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(sides.map((side) => [side, state.setup[side].players.slice(0, 5).map((player) => player.id)])),
  )
  const complete = sides.every((side) => picked[side]?.length === 5)
  return (
    <form
      className="flex flex-col gap-3 rounded-brand border border-input p-4"
      onSubmit={async (event) => {
        event.preventDefault()
        await onConfirm(
          sides.map((side) => ({
            type: 'starting_lineup',
            teamId: state.setup[side].id,
            playerIds: picked[side] ?? [],
          })),
        )
      }}
    >
      <h2 className="font-heading text-xl font-semibold">{labels.lineupTitle}</h2>
      <p className="text-sm">{labels.lineupHint}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {sides.map((side) => (
          <fieldset key={side} className="flex min-w-0 flex-col gap-1">
            <legend className="font-semibold">{state.setup[side].name}</legend>
            {state.setup[side].players.map((player) => {
              const chosen = picked[side]?.includes(player.id) ?? false
              return (
                <label key={player.id} className="flex min-h-10 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chosen}
                    onChange={() =>
                      setPicked((current) => {
                        const list = current[side] ?? []
                        return {
                          ...current,
                          [side]: chosen ? list.filter((id) => id !== player.id) : [...list, player.id],
                        }
                      })
                    }
                  />
                  {player.number ? `#${player.number} ` : ''}
                  {player.name}
                </label>
              )
            })}
          </fieldset>
        ))}
      </div>
      <button
        type="submit"
        disabled={!complete}
        className="min-h-12 self-start rounded-brand bg-primary px-6 font-semibold text-on-primary disabled:opacity-50"
      >
        {labels.lineupConfirm}
      </button>
    </form>
  )
}
