import type { LiveGameStateResponse } from '@league/api/contract/live'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import type { QueuedEvent } from '@/lib/operator/event-queue'
import type { LiveEvent } from '@/lib/operator/pad-events'

/** "2 made · #7 Name", "Timeout · Split": what a waiting event is, in the scorer's words. */
export function describeEvent(event: LiveEvent, state: LiveGameStateResponse, labels: ConsoleLabels): string {
  const what =
    event.type === 'shot'
      ? fillMessage(event.made ? labels.pad.made : labels.pad.missed, { points: event.points })
      : labels.events[event.type]
  const playerId = 'playerId' in event ? event.playerId : 'playerIn' in event ? event.playerIn : undefined
  const player = playerId === undefined ? undefined : state.players[playerId]
  const teamId = 'teamId' in event ? event.teamId : undefined
  const team = teamId === state.home.id ? state.home.name : teamId === state.away.id ? state.away.name : undefined
  const who = player ? `${player.number ? `#${player.number} ` : ''}${player.name}` : team
  return who ? `${what} · ${who}` : what
}

/** The outbox as the scorer sees it: what has not reached the league's server yet, oldest first. */
export function WaitingEvents({
  waiting,
  state,
  labels,
}: {
  waiting: QueuedEvent[]
  state: LiveGameStateResponse
  labels: ConsoleLabels
}) {
  return (
    <section aria-labelledby="operator-waiting" className="rounded-brand border border-input p-3">
      <h2 id="operator-waiting" className="font-semibold">
        {fillMessage(labels.waitingTitle, { count: waiting.length })}
      </h2>
      {waiting.length === 0 ? (
        <p className="text-sm text-on-muted">{labels.waitingNone}</p>
      ) : (
        <ol className="mt-2 list-decimal pl-6 text-sm">
          {waiting.map((queued) => (
            <li key={queued.idempotencyKey}>{describeEvent(queued.event, state, labels)}</li>
          ))}
        </ol>
      )}
    </section>
  )
}
