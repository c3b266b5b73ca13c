import type { LiveGameStateResponse } from '@league/api/contract/live'
import { useId } from 'react'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import type { LiveEvent } from '@/lib/operator/pad-events'

/**
 * The alternating-possession arrow as the scorer keeps it (FIBA Art. 12): the opening jump ball's winner
 * sets it, each held ball gives the throw-in to the team it points to and turns it. The period starts turn
 * it by themselves. Shown while a period is on.
 */
export function PossessionPanel({
  state,
  labels,
  onEvent,
}: {
  state: LiveGameStateResponse
  labels: ConsoleLabels
  onEvent: (event: LiveEvent) => void
}) {
  const headingId = useId()
  if (state.phase !== 'period') {
    return null
  }
  const arrow = state.possessionArrow
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-3">
      <h2 id={headingId} className="font-heading text-lg font-bold">
        {labels.possessionTitle}
      </h2>
      {arrow === null ? (
        <>
          <p>{labels.arrowUnset}</p>
          {(['home', 'away'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className="min-h-12 rounded-brand border border-input px-4 font-semibold"
              onClick={() => onEvent({ type: 'jump_ball', teamId: state[side].id })}
            >
              {fillMessage(labels.jumpBallWon, { team: state[side].name })}
            </button>
          ))}
        </>
      ) : (
        <>
          <p>{fillMessage(labels.arrowTo, { team: state[arrow].name })}</p>
          <button
            type="button"
            className="min-h-12 rounded-brand border border-input px-4 font-semibold"
            onClick={() => onEvent({ type: 'held_ball' })}
          >
            {labels.heldBall}
          </button>
        </>
      )}
    </section>
  )
}
