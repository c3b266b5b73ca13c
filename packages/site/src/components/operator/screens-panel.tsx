'use client'

import type { ScreensDirective, ScreensDirectiveRequest } from '@league/api/contract/screens'
import { errorBodyOf } from '@league/api/fetch-client'
import type { OperatorPadTeam } from '@league/ui/components/operator-pad/operator-pad'
import { useState } from 'react'
import { fillMessage, tvGraphics, type ConsoleLabels } from '@/lib/operator/console-labels'

const selectClass = 'h-12 rounded-brand border border-input bg-surface-raised px-3 font-normal'

/** The broadcast's lower third and the TV stats graphic, put on the screens with the screens API's PUT. */
export function ScreensPanel({
  game,
  initial,
  home,
  away,
  labels,
}: {
  game: string
  initial: ScreensDirective
  home: OperatorPadTeam
  away: OperatorPadTeam
  labels: ConsoleLabels
}) {
  const [lowerThird, setLowerThird] = useState(initial.broadcast.lowerThird?.playerId ?? '')
  const [graphic, setGraphic] = useState<(typeof tvGraphics)[number]>(initial.tvStats.graphic)
  const [cardPlayer, setCardPlayer] = useState(
    initial.tvStats.graphic === 'player-card' ? initial.tvStats.playerId : (home.players[0]?.id ?? ''),
  )
  const [message, setMessage] = useState<string>()
  const players = (
    <>
      {[home, away].map((team) => (
        <optgroup key={team.id} label={team.name}>
          {team.players.map((player) => (
            <option key={player.id} value={player.id}>
              {player.number ? `#${player.number} ` : ''}
              {player.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  )
  return (
    <form
      aria-labelledby="operator-screens"
      className="flex flex-col gap-3 rounded-brand border border-input p-4"
      onSubmit={async (event) => {
        event.preventDefault()
        const directive: ScreensDirectiveRequest = {
          broadcast: { lowerThird: lowerThird === '' ? null : { playerId: lowerThird } },
          tvStats: graphic === 'player-card' ? { graphic, playerId: cardPlayer } : { graphic },
        }
        const response = await fetch(`/api/operator/games/${encodeURIComponent(game)}/screens`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(directive),
        })
        if (response.ok) {
          const saved = (await response.json()) as ScreensDirective
          setMessage(fillMessage(labels.screensSaved, { revision: saved.revision }))
        } else {
          setMessage((await errorBodyOf(response))?.message ?? String(response.status))
        }
      }}
    >
      <h2 id="operator-screens" className="font-heading text-xl font-semibold">
        {labels.screensTitle}
      </h2>
      <label className="flex flex-col gap-1 font-semibold">
        {labels.lowerThird}
        <select className={selectClass} value={lowerThird} onChange={(event) => setLowerThird(event.target.value)}>
          <option value="">{labels.nobody}</option>
          {players}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        {labels.tvGraphic}
        <select
          className={selectClass}
          value={graphic}
          onChange={(event) => {
            const chosen = tvGraphics.find((candidate) => candidate === event.target.value)
            if (chosen) {
              setGraphic(chosen)
            }
          }}
        >
          {tvGraphics.map((candidate) => (
            <option key={candidate} value={candidate}>
              {labels.graphics[candidate]}
            </option>
          ))}
        </select>
      </label>
      {graphic === 'player-card' ? (
        <label className="flex flex-col gap-1 font-semibold">
          {labels.cardPlayer}
          <select className={selectClass} value={cardPlayer} onChange={(event) => setCardPlayer(event.target.value)}>
            {players}
          </select>
        </label>
      ) : null}
      <button type="submit" className="min-h-12 self-start rounded-brand bg-primary px-6 font-semibold text-on-primary">
        {labels.screensSave}
      </button>
      {message ? <output>{message}</output> : null}
    </form>
  )
}
