/**
 * The reducer credits a play only to a player on court, and a scoring play (a shot, a rebound, an assist)
 * only to one who has not fouled out (FIBA Art. 40). The play-by-play often lists a play after the
 * substitution or the foul that took its player off at the same stoppage (an assist after the substitution
 * at the free throws): such a play goes back before that event. A player who plays without a substitution
 * bringing him on is brought on for the team-mate the source names least (as for a substitution that names
 * only one player): keeping the play his keeps the team's fouls and turnovers whole, where taking it from
 * him would not. A scoring play by a fouled-out player that neither explains stays the team's (or is
 * dropped when it needs a player). Every such place is reported.
 */
import type { LiveGameEvent } from '../events.ts'
import { FIBA_RULES } from '../rules.ts'
import { type Conversion, emit, emitBefore, reportGap } from './conversion.ts'
import { inferPlayerOut } from './substitutions.ts'
import type { PlayByPlayRow } from './types.ts'

type Credited = { playerId: string; scoring: boolean }

/** The players an event credits that the reducer checks, and whether the play is one a fouled-out player cannot make. */
function creditedPlayers(event: LiveGameEvent): Credited[] {
  switch (event.type) {
    case 'shot':
    case 'rebound':
      return event.playerId === undefined ? [] : [{ playerId: event.playerId, scoring: true }]
    case 'assist':
      return [{ playerId: event.playerId, scoring: true }]
    case 'steal':
      return [{ playerId: event.playerId, scoring: false }]
    case 'turnover':
      return event.playerId === undefined ? [] : [{ playerId: event.playerId, scoring: false }]
    case 'block':
      return [
        { playerId: event.playerId, scoring: false },
        ...(event.blockedPlayerId === undefined ? [] : [{ playerId: event.blockedPlayerId, scoring: false }]),
      ]
    case 'foul':
      return event.playerId !== undefined && (event.kind === 'personal' || event.kind === 'offensive')
        ? [{ playerId: event.playerId, scoring: false }]
        : []
    default:
      return []
  }
}

function isOnCourt(conversion: Conversion, playerId: string): boolean {
  return [...conversion.onCourt.values()].some((players) => players.has(playerId))
}

function hasFouledOut(conversion: Conversion, playerId: string): boolean {
  return (conversion.foulsByPlayer.get(playerId) ?? 0) >= FIBA_RULES.foulsToFoulOut
}

/** The place, at this same moment of game time, of the event that took the player off: a substitution or his last foul. */
function placeOfLeaving(conversion: Conversion, playerId: string, byFoul: boolean): number | undefined {
  for (let position = conversion.events.length - 1; position >= 0; position -= 1) {
    const timed = conversion.events[position]
    if (timed === undefined || timed.gameTimeMs !== conversion.gameTimeMs) {
      return undefined
    }
    const { event } = timed
    const left = byFoul
      ? event.type === 'foul' && event.playerId === playerId
      : event.type === 'substitution' && event.playerOut === playerId
    if (left) {
      return position
    }
  }
  return undefined
}

/** The event without the players it cannot credit, or undefined when it needs them. */
function withoutPlayers(event: LiveGameEvent, playerIds: ReadonlySet<string>): LiveGameEvent | undefined {
  switch (event.type) {
    case 'shot':
    case 'rebound':
    case 'turnover':
    case 'foul': {
      const { playerId, ...teamPlay } = event
      return playerId !== undefined && playerIds.has(playerId) ? teamPlay : event
    }
    case 'block': {
      if (playerIds.has(event.playerId)) {
        return undefined
      }
      const { blockedPlayerId, ...block } = event
      return blockedPlayerId !== undefined && playerIds.has(blockedPlayerId) ? block : event
    }
    default:
      return undefined
  }
}

/** The team-mate on court whom the source names again last: the likeliest to have left unrecorded. */
function leastNamedNext(conversion: Conversion, court: ReadonlySet<string>, index: number): string | undefined {
  const nextIndex = (playerId: string) => {
    const found = conversion.rows.findIndex((row, later) => later >= index && row.playerId === playerId)
    return found === -1 ? Number.POSITIVE_INFINITY : found
  }
  return [...court].toSorted((first, second) => nextIndex(second) - nextIndex(first))[0]
}

/** Brings on a player who plays without coming on; false when he has fouled out or nobody is on court. */
function bringOn(conversion: Conversion, row: PlayByPlayRow, index: number, playerId: string): boolean {
  const teamId = [...conversion.rosters].find(([, players]) => players.includes(playerId))?.[0]
  const court = teamId === undefined ? undefined : conversion.onCourt.get(teamId)
  const playerOut =
    court === undefined
      ? undefined
      : (inferPlayerOut(conversion, court, playerId, index) ?? leastNamedNext(conversion, court, index))
  if (teamId === undefined || court === undefined || playerOut === undefined || hasFouledOut(conversion, playerId)) {
    return false
  }
  reportGap(conversion, row, 'substitution-inferred', `player ${playerId} plays without coming on: on for ${playerOut}`)
  court.delete(playerOut)
  court.add(playerId)
  conversion.playedBefore.add(playerId)
  emit(conversion, row.sequence, { type: 'substitution', teamId, playerIn: playerId, playerOut })
  return true
}

/** Sends a team's play where the reducer takes it, as the module's comment says. */
export function emitPlay(conversion: Conversion, row: PlayByPlayRow, index: number, event: LiveGameEvent): void {
  const unable = creditedPlayers(event).filter(
    ({ playerId, scoring }) => !isOnCourt(conversion, playerId) || (scoring && hasFouledOut(conversion, playerId)),
  )
  if (unable.length === 0) {
    emit(conversion, row.sequence, event)
    return
  }
  // A fouled-out player's foul comes before his substitution: the play goes back before whichever came first.
  const places = unable.map(({ playerId, scoring }) =>
    placeOfLeaving(conversion, playerId, scoring && hasFouledOut(conversion, playerId)),
  )
  if (places.every((place) => place !== undefined)) {
    emitBefore(conversion, Math.min(...places), row.sequence, event)
    return
  }
  const offCourt = unable.filter(({ playerId }) => !isOnCourt(conversion, playerId))
  if (
    offCourt.length === unable.length &&
    offCourt.every(({ playerId }) => bringOn(conversion, row, index, playerId))
  ) {
    emit(conversion, row.sequence, event)
    return
  }
  const names = unable.map(({ playerId }) => playerId).join(', ')
  const kept = withoutPlayers(event, new Set(unable.map(({ playerId }) => playerId)))
  reportGap(
    conversion,
    row,
    'player-off-court',
    `${event.type} of player ${names}, who is off court or fouled out: ${kept === undefined ? 'dropped' : "kept as the team's"}`,
  )
  if (kept !== undefined) {
    emit(conversion, row.sequence, kept)
  }
}
