'use client'

import { errorBodyOf } from '@league/api/fetch-client'
import { useState } from 'react'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'

/** Replays this game's real play-by-play on the live streams (demonstrations, rehearsals of the screens). */
export function ReplayPanel({ game, labels }: { game: string; labels: ConsoleLabels }) {
  const [message, setMessage] = useState<{ text: string; refused: boolean }>()
  return (
    <form
      aria-labelledby="operator-replay"
      className="flex flex-col gap-3 rounded-brand border border-input p-4"
      onSubmit={async (event) => {
        event.preventDefault()
        const speed = Number(new FormData(event.currentTarget).get('speed'))
        const response = await fetch(`/api/operator/games/${encodeURIComponent(game)}/replay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ speed }),
        })
        // Said only when the league's server has accepted it; a refusal says so, with the server's reason.
        setMessage(
          response.ok
            ? { text: labels.replayStarted, refused: false }
            : {
                text: fillMessage(labels.text.replayRefused, {
                  message: (await errorBodyOf(response))?.message ?? String(response.status),
                }),
                refused: true,
              },
        )
      }}
    >
      <h2 id="operator-replay" className="font-heading text-xl font-semibold">
        {labels.replayTitle}
      </h2>
      <label className="flex flex-col gap-1 font-semibold">
        {labels.replaySpeed}
        <input
          name="speed"
          type="number"
          min={1}
          max={20}
          defaultValue={20}
          required
          className="h-12 rounded-brand border border-input bg-surface-raised px-3 font-normal"
        />
      </label>
      <button type="submit" className="min-h-12 self-start rounded-brand border border-input px-6 font-semibold">
        {labels.replayStart}
      </button>
      {message?.refused ? <p role="alert">{message.text}</p> : message ? <output>{message.text}</output> : null}
    </form>
  )
}
