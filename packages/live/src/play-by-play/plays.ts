/**
 * A team's plays: shots, rebounds, assists and steals, blocks, turnovers, fouls and fouls drawn, timeouts.
 * A play the source gives without the player it needs is dropped or kept as a team play, and reported.
 */
import type { FoulKind } from '../events.ts'
import { FIBA_RULES } from '../rules.ts'
import { stopClock } from './clock.ts'
import { type Conversion, emit, reportGap } from './conversion.ts'
import { emitPlay } from './on-court.ts'
import type { PlayByPlayRow } from './types.ts'

/** A row of a team's play, its team known and its player checked against the game sheet. */
export interface TeamPlay {
  row: PlayByPlayRow
  index: number
  teamId: string
  /** Undefined when the source names no player, or one who is not on the team's game sheet. */
  playerId: string | undefined
}

/** Turnovers after which the clock stops (a violation); a bad pass or lost handle is live play. */
const STOPPING_TURNOVERS = new Set([
  '24sec',
  '3sec',
  '5sec',
  '8sec',
  'backcourt',
  'doubledribble',
  'offensivegoaltending',
  'outofbounds',
  'travel',
])

function withPlayer(playerId: string | undefined): { playerId?: string } {
  return playerId === undefined ? {} : { playerId }
}

export function recordShot(conversion: Conversion, { row, index, teamId, playerId }: TeamPlay): void {
  const made = row.event.endsWith('made')
  const freeThrow = row.event.startsWith('ft')
  let points: 1 | 2 | 3 = freeThrow ? 1 : row.shotValue === 3 ? 3 : 2
  if (!freeThrow && row.shotValue === null) {
    reportGap(conversion, row, 'shot-without-value', 'field goal without a value, taken as a two')
    points = 2
  }
  if (playerId === undefined) {
    reportGap(
      conversion,
      row,
      'shot-without-player',
      `${made ? 'made' : 'missed'} ${points}-point shot without a player`,
    )
  }
  const position = row.shotX !== null && row.shotY !== null ? { x: row.shotX, y: row.shotY } : undefined
  emitPlay(conversion, row, index, {
    type: 'shot',
    teamId,
    points,
    made,
    ...withPlayer(playerId),
    ...(position === undefined ? {} : { position }),
  })
}

export function recordRebound(conversion: Conversion, { row, index, teamId, playerId }: TeamPlay): void {
  const { subtype } = row
  if (playerId === undefined && subtype !== null && !subtype.startsWith('offensive') && subtype !== 'defensive') {
    reportGap(conversion, row, 'event-dropped', `rebound of kind ${subtype}`)
    return
  }
  const kind = subtype?.startsWith('offensive') === true ? 'offensive' : 'defensive'
  emitPlay(conversion, row, index, { type: 'rebound', teamId, kind, ...withPlayer(playerId) })
}

export function recordAssistOrSteal(
  conversion: Conversion,
  { row, index, teamId, playerId }: TeamPlay,
  type: 'assist' | 'steal',
): void {
  if (playerId === undefined) {
    reportGap(conversion, row, 'event-dropped', `${type} without a player`)
    return
  }
  emitPlay(conversion, row, index, { type, teamId, playerId })
}

/** A block; the shooter is the player of the missed field goal just before, when it is the other team's. */
export function recordBlock(conversion: Conversion, { row, index, teamId, playerId }: TeamPlay): void {
  if (playerId === undefined) {
    reportGap(conversion, row, 'event-dropped', 'block without a player')
    return
  }
  const previous = conversion.rows[index - 1]
  const blocked =
    previous?.event === 'fg_missed' && previous.teamId !== teamId && previous.playerId !== null
      ? previous.playerId
      : undefined
  emitPlay(conversion, row, index, {
    type: 'block',
    teamId,
    playerId,
    ...(blocked === undefined ? {} : { blockedPlayerId: blocked }),
  })
}

export function recordTurnover(conversion: Conversion, { row, index, teamId, playerId }: TeamPlay): void {
  if (playerId === undefined) {
    reportGap(conversion, row, 'turnover-without-player', `team turnover (${row.subtype ?? 'unknown'})`)
  }
  emitPlay(conversion, row, index, {
    type: 'turnover',
    teamId,
    ...withPlayer(playerId),
    ...(row.subtype === null ? {} : { kind: row.subtype }),
  })
  if (row.subtype !== null && STOPPING_TURNOVERS.has(row.subtype)) {
    stopClock(conversion, row.sequence)
  }
}

function foulKind(subtype: string | null): { kind: FoulKind; bench: boolean } {
  switch (subtype) {
    case 'offensive':
    case 'technical':
    case 'unsportsmanlike':
    case 'disqualifying':
      return { kind: subtype, bench: false }
    case 'coachTechnical':
    case 'benchTechnical':
      return { kind: 'technical', bench: true }
    default:
      return { kind: 'personal', bench: false }
  }
}

/** True when the player has fouled out before this foul: it is charged to the bench (Art. 36.3.4). */
function countPlayerFoul(conversion: Conversion, row: PlayByPlayRow, playerId: string): boolean {
  const fouls = (conversion.foulsByPlayer.get(playerId) ?? 0) + 1
  conversion.foulsByPlayer.set(playerId, fouls)
  if (fouls > FIBA_RULES.foulsToFoulOut) {
    reportGap(
      conversion,
      row,
      'foul-after-foul-out',
      `foul number ${fouls} of player ${playerId}, charged to the bench`,
    )
    return true
  }
  return false
}

export function recordFoul(conversion: Conversion, { row, index, teamId, playerId }: TeamPlay): void {
  const { kind, bench: benchFoul } = foulKind(row.subtype)
  const bench = (playerId !== undefined && countPlayerFoul(conversion, row, playerId)) || benchFoul
  if (playerId === undefined && !bench) {
    reportGap(conversion, row, 'foul-without-player', `${kind} foul without a player`)
  }
  stopClock(conversion, row.sequence)
  emitPlay(conversion, row, index, { type: 'foul', teamId, kind, ...(bench ? {} : withPlayer(playerId)) })
}

export function recordFoulDrawn(conversion: Conversion, { row, teamId, playerId }: TeamPlay): void {
  if (playerId === undefined) {
    reportGap(conversion, row, 'event-dropped', 'foul drawn without a player')
    return
  }
  emit(conversion, row.sequence, { type: 'foul_drawn', teamId, playerId })
}

export function recordTimeout(conversion: Conversion, { row, teamId }: TeamPlay): void {
  stopClock(conversion, row.sequence)
  emit(conversion, row.sequence, { type: 'timeout', teamId })
}
