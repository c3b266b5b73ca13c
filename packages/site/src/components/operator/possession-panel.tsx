import type { LiveGameStateResponse } from '@league/api/contract/live'
import { useId } from 'react'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import type { LiveEvent } from '@/lib/operator/pad-events'
import { ConsoleButton } from './console-button'

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
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <h2 id={headingId} className="font-heading font-bold">
        {labels.possessionTitle}
      </h2>
      {arrow === null ? (
        <>
          <p>{labels.arrowUnset}</p>
          {(['home', 'away'] as const).map((side) => (
            // The team's name on the button keeps the row short; its accessible name says what it records.
            <ConsoleButton
              key={side}
              aria-label={fillMessage(labels.jumpBallWon, { team: state[side].name })}
              onClick={() => onEvent({ type: 'jump_ball', teamId: state[side].id })}
            >
              {state[side].name}
            </ConsoleButton>
          ))}
        </>
      ) : (
        <>
          <p>{fillMessage(labels.arrowTo, { team: state[arrow].name })}</p>
          <ConsoleButton onClick={() => onEvent({ type: 'held_ball' })}>{labels.heldBall}</ConsoleButton>
        </>
      )}
    </section>
  )
}
