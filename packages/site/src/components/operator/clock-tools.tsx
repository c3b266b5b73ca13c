'use client'

import { useId, useState } from 'react'
import type { ConsoleText } from '@/lib/operator/console-labels'
import type { LiveEvent } from '@/lib/operator/pad-events'
import { ConsoleButton } from './console-button'

/** "7:45" → 465; undefined for anything a clock cannot show. */
export function secondsOfClockText(text: string): number | undefined {
  const match = /^\s*(\d{1,2}):([0-5]\d)(?:\.(\d))?\s*$/.exec(text)
  if (match === null) {
    return undefined
  }
  return Number(match[1]) * 60 + Number(match[2]) + Number(match[3] ?? 0) / 10
}

/** The table's corrections of the clocks: the game clock to minutes:seconds, the shot clock to seconds. */
export function ClockTools({
  text,
  disabled,
  onEvent,
}: {
  text: ConsoleText
  disabled: boolean
  onEvent: (event: LiveEvent) => void
}) {
  const [error, setError] = useState<string>()
  const errorId = useId()
  const field = 'h-10 w-24 rounded-brand border border-input bg-surface-raised px-2 tabular-nums'
  return (
    <details className="rounded-brand border border-input px-2 py-1">
      <summary className="cursor-pointer font-semibold">{text.clocksTitle}</summary>
      <div className="mt-1 flex flex-wrap items-end gap-2">
        <form
          className="flex items-end gap-1"
          onSubmit={(event) => {
            event.preventDefault()
            const seconds = secondsOfClockText(String(new FormData(event.currentTarget).get('game-clock') ?? ''))
            if (seconds === undefined) {
              setError(text.clockFormatError)
              return
            }
            setError(undefined)
            onEvent({ type: 'clock_adjust', gameClockSeconds: seconds })
          }}
        >
          <label className="flex flex-col text-xs font-semibold">
            {text.gameClockSet}
            <input
              name="game-clock"
              inputMode="decimal"
              placeholder="7:45"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={field}
            />
          </label>
          <ConsoleButton type="submit" disabled={disabled}>
            {text.setGameClock}
          </ConsoleButton>
        </form>
        <form
          className="flex items-end gap-1"
          onSubmit={(event) => {
            event.preventDefault()
            const seconds = Number(new FormData(event.currentTarget).get('shot-clock'))
            onEvent({ type: 'shot_clock_adjust', seconds })
          }}
        >
          <label className="flex flex-col text-xs font-semibold">
            {text.shotClockSet}
            <input name="shot-clock" type="number" min={0} max={24} step={1} required className={field} />
          </label>
          <ConsoleButton type="submit" disabled={disabled}>
            {text.setShotClock}
          </ConsoleButton>
        </form>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </details>
  )
}
