/**
 * Turns a real game's play-by-play (the rows of `data/<season>/pbp.csv`, or the API's play-by-play table)
 * into the live events a scorer would have sent, each at its moment of game time. Replays and the real-data
 * tests use it. The play-by-play has no clock stops, so they are put where FIBA stops the clock (fouls,
 * timeouts, substitutions, violations) and the clock restarts when the next row shows less time; a stoppage
 * takes no game time.
 *
 * The play-by-play is not always complete: a basket, rebound or foul without a player, a substitution
 * naming only one of the two players. Such rows become team events, or the missing player is inferred from
 * who appears next; every such place is reported in `gaps`.
 */
import type { LiveGameEvent, LoggedEvent } from './events.ts'
import { FIBA_RULES } from './rules.ts'
import type { GameSetup, GameSetupInput } from './setup.ts'

/** One play-by-play row, with the columns this conversion reads (see the data README). */
export interface PlayByPlayRow {
  sequence: number
  period: number
  /** Seconds left in the period; null when the source gives none. */
  clockSeconds: number | null
  teamId: string | null
  playerId: string | null
  /** `fg_made`, `ft_missed`, `rebound`, `substitution` … */
  event: string
  subtype: string | null
  /** 1, 2 or 3; null when not a shot or not valued. */
  shotValue: number | null
  shotX: number | null
  shotY: number | null
}

export type PlayByPlayGapKind =
  | 'shot-without-player'
  | 'rebound-without-player'
  | 'foul-without-player'
  | 'turnover-without-player'
  | 'substitution-inferred'
  | 'substitution-dropped'
  | 'shot-without-value'
  | 'event-dropped'
  | 'event-reordered'
  | 'player-not-on-roster'
  | 'foul-after-foul-out'

export interface PlayByPlayGap {
  sourceSequence: number
  kind: PlayByPlayGapKind
  teamId: string | null
  detail: string
}

/** An event and the game time (ms since tip-off, stoppages excluded) at which it happened. */
export interface TimedEvent {
  gameTimeMs: number
  sourceSequence: number
  event: LiveGameEvent
}

export interface ConvertedGame {
  events: TimedEvent[]
  gaps: PlayByPlayGap[]
}

const SKIPPED_EVENTS = new Set(['game_start', 'marker', 'other', 'timeout_officials'])

/** Jump-ball situations after the opening tip: each is an alternating-possession throw-in (FIBA Art. 12.4). */
const HELD_BALLS = new Set(['heldball', 'lodgedball'])

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

function foulKind(subtype: string | null): {
  kind: 'personal' | 'offensive' | 'technical' | 'unsportsmanlike' | 'disqualifying'
  bench: boolean
} {
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

/**
 * Converts a game's rows (in `sequence` order) to timed live events.
 *
 * @example
 * const { events, gaps } = convertPlayByPlay(setup, rows)
 * events[0]?.event.type //=> 'starting_lineup'
 */
export function convertPlayByPlay(
  setupInput: GameSetupInput | GameSetup,
  rows: readonly PlayByPlayRow[],
): ConvertedGame {
  const periodSeconds = setupInput.periodSeconds ?? 600
  const overtimeSeconds = setupInput.overtimeSeconds ?? 300
  const lengthOf = (period: number): number =>
    (period > FIBA_RULES.lastRegularPeriod ? overtimeSeconds : periodSeconds) * 1000
  const rosters = new Map<string, string[]>([
    [setupInput.home.id, setupInput.home.players.map((player) => player.id)],
    [setupInput.away.id, setupInput.away.players.map((player) => player.id)],
  ])
  const events: TimedEvent[] = []
  const gaps: PlayByPlayGap[] = []
  const onCourt = new Map<string, Set<string>>([
    [setupInput.home.id, new Set()],
    [setupInput.away.id, new Set()],
  ])
  const starters = new Map<string, string[]>()
  const foulsByPlayer = new Map<string, number>()
  /** Players who have been on court, to recognise one the source never names coming back on. */
  const playedBefore = new Set<string>()
  let period = 0
  let periodStartMs = 0
  let remainingMs = 0
  let running = false
  let inPeriod = false
  let gameTimeMs = 0
  let pendingSubstitutions: PlayByPlayRow[] = []
  /** Whether the opening jump ball has set the possession arrow (a held ball before it has no arrow to follow). */
  let arrowSet = false

  const push = (sourceSequence: number, event: LiveGameEvent): void => {
    events.push({ gameTimeMs, sourceSequence, event })
  }
  const gap = (row: PlayByPlayRow, kind: PlayByPlayGapKind, detail: string): void => {
    gaps.push({ sourceSequence: row.sequence, kind, teamId: row.teamId, detail })
  }
  const stopClock = (sourceSequence: number): void => {
    if (running) {
      push(sourceSequence, { type: 'clock_stop' })
      running = false
    }
  }
  /** Moves game time to the row's clock, starting the clock if it was stopped and time has passed. */
  const advanceTo = (row: PlayByPlayRow): void => {
    if (!inPeriod || row.clockSeconds === null) {
      return
    }
    const target = row.clockSeconds * 1000
    if (target >= remainingMs) {
      return
    }
    if (!running) {
      push(row.sequence, { type: 'clock_start' })
      running = true
    }
    remainingMs = target
    gameTimeMs = periodStartMs + lengthOf(period) - remainingMs
  }
  /** Next row (after index) that names this player, to tell whether he was on court or on the bench. */
  const nextMention = (index: number, playerId: string): PlayByPlayRow | undefined => {
    for (let later = index + 1; later < rows.length; later += 1) {
      const row = rows[later]
      if (row?.playerId === playerId) {
        return row
      }
    }
    return undefined
  }
  const flushSubstitutions = (index: number): void => {
    if (pendingSubstitutions.length === 0) {
      return
    }
    stopClock(pendingSubstitutions[0]?.sequence ?? 0)
    const byTeam = new Map<string, { outs: PlayByPlayRow[]; ins: PlayByPlayRow[] }>()
    for (const row of pendingSubstitutions) {
      const teamId = row.teamId ?? ''
      const entry = byTeam.get(teamId) ?? { outs: [], ins: [] }
      if (row.subtype === 'out') {
        entry.outs.push(row)
      } else {
        entry.ins.push(row)
      }
      byTeam.set(teamId, entry)
    }
    for (const [teamId, { outs, ins }] of byTeam) {
      const court = onCourt.get(teamId)
      const roster = rosters.get(teamId) ?? []
      if (court === undefined) {
        continue
      }
      const pairs = Math.max(outs.length, ins.length)
      for (let pair = 0; pair < pairs; pair += 1) {
        const outRow = outs[pair]
        const inRow = ins[pair]
        const reference = outRow ?? inRow
        if (reference === undefined) {
          continue
        }
        let playerOut = outRow?.playerId ?? null
        let playerIn = inRow?.playerId ?? null
        if (playerOut === null || !court.has(playerOut)) {
          // Who left: a player on court whose next appearance is coming back on, or who never appears again.
          const candidates = [...court].filter((playerId) => playerId !== playerIn)
          // A player the source never names again is the likeliest: his own rows lack the player too.
          const inferred =
            candidates.find((playerId) => nextMention(index - 1, playerId) === undefined) ??
            candidates.find((playerId) => nextMention(index - 1, playerId)?.subtype === 'in')
          if (inferred === undefined) {
            gap(reference, 'substitution-dropped', `no way to tell who left for ${playerIn ?? 'an unnamed player'}`)
            continue
          }
          gap(reference, 'substitution-inferred', `player out ${playerOut ?? 'unnamed'} taken as ${inferred}`)
          playerOut = inferred
        }
        if (playerIn === null || court.has(playerIn)) {
          const candidates = roster.filter((playerId) => !court.has(playerId))
          const inferred =
            candidates.find((playerId) => {
              const next = nextMention(index - 1, playerId)
              return next !== undefined && !(next.event === 'substitution' && next.subtype === 'in')
            }) ??
            candidates.find((playerId) => nextMention(index - 1, playerId) === undefined && playedBefore.has(playerId))
          if (inferred === undefined) {
            gap(reference, 'substitution-dropped', `no way to tell who replaced ${playerOut}`)
            continue
          }
          gap(reference, 'substitution-inferred', `player in ${playerIn ?? 'unnamed'} taken as ${inferred}`)
          playerIn = inferred
        }
        court.delete(playerOut)
        court.add(playerIn)
        playedBefore.add(playerIn)
        push(reference.sequence, { type: 'substitution', teamId, playerIn, playerOut })
      }
    }
    pendingSubstitutions = []
  }

  /** Rows of the next period that the source lists before its start marker, applied right after it. */
  let earlyRows: { row: PlayByPlayRow; index: number }[] = []

  const handle = (row: PlayByPlayRow, index: number): void => {
    if (row.event !== 'substitution') {
      flushSubstitutions(index)
    }
    if (SKIPPED_EVENTS.has(row.event)) {
      return
    }
    if (
      !inPeriod &&
      row.period > period &&
      row.teamId !== null &&
      row.event !== 'substitution' &&
      row.event !== 'starter'
    ) {
      gap(row, 'event-reordered', `${row.event} listed before the start of period ${row.period}`)
      earlyRows.push({ row, index })
      return
    }
    const teamId = row.teamId
    let rowPlayer = row.playerId ?? undefined
    if (rowPlayer !== undefined && teamId !== null && !(rosters.get(teamId) ?? []).includes(rowPlayer)) {
      gap(row, 'player-not-on-roster', `${row.event} by player ${rowPlayer}, who is not on the ${teamId} game sheet`)
      rowPlayer = undefined
    }
    switch (row.event) {
      case 'starter': {
        if (teamId !== null && row.playerId !== null) {
          starters.set(teamId, [...(starters.get(teamId) ?? []), row.playerId])
        }
        return
      }
      case 'period_start': {
        if (row.period === 1) {
          for (const [starterTeam, playerIds] of starters) {
            onCourt.set(starterTeam, new Set(playerIds))
            for (const starterId of playerIds) {
              playedBefore.add(starterId)
            }
            push(row.sequence, { type: 'starting_lineup', teamId: starterTeam, playerIds })
          }
        }
        period = row.period
        inPeriod = true
        remainingMs = lengthOf(period)
        running = false
        push(row.sequence, { type: 'period_start', period })
        const early = earlyRows
        earlyRows = []
        for (const entry of early) {
          handle(entry.row, entry.index)
        }
        return
      }
      case 'period_end': {
        stopClock(row.sequence)
        inPeriod = false
        gameTimeMs = periodStartMs + lengthOf(period)
        push(row.sequence, { type: 'period_end', period })
        periodStartMs = gameTimeMs
        return
      }
      case 'game_end':
        push(row.sequence, { type: 'game_end' })
        return
      case 'substitution':
        pendingSubstitutions.push(row)
        return
      case 'jumpball': {
        // The opening tip is a `won` row (with its `lost` twin, which adds nothing); held and lodged balls are
        // alternating-possession throw-ins, with a whistle that stops the clock.
        if (row.subtype === 'won' && teamId !== null && !arrowSet) {
          push(row.sequence, { type: 'jump_ball', teamId })
          arrowSet = true
        } else if (row.subtype !== null && HELD_BALLS.has(row.subtype)) {
          if (!arrowSet || !inPeriod) {
            gap(row, 'event-dropped', `${row.subtype} with no possession arrow set, or between periods`)
            return
          }
          advanceTo(row)
          stopClock(row.sequence)
          push(row.sequence, { type: 'held_ball' })
        }
        return
      }
      default:
        break
    }
    if (teamId === null) {
      gap(row, 'event-dropped', `${row.event} without a team`)
      return
    }
    advanceTo(row)
    switch (row.event) {
      case 'fg_made':
      case 'fg_missed':
      case 'ft_made':
      case 'ft_missed': {
        const made = row.event.endsWith('made')
        const freeThrow = row.event.startsWith('ft')
        let points: 1 | 2 | 3 = freeThrow ? 1 : row.shotValue === 3 ? 3 : 2
        if (!freeThrow && row.shotValue === null) {
          gap(row, 'shot-without-value', 'field goal without a value, taken as a two')
          points = 2
        }
        if (rowPlayer === undefined) {
          gap(row, 'shot-without-player', `${made ? 'made' : 'missed'} ${points}-point shot without a player`)
        }
        const position = row.shotX !== null && row.shotY !== null ? { x: row.shotX, y: row.shotY } : undefined
        push(row.sequence, {
          type: 'shot',
          teamId,
          points,
          made,
          ...(rowPlayer === undefined ? {} : { playerId: rowPlayer }),
          ...(position === undefined ? {} : { position }),
        })
        return
      }
      case 'rebound': {
        if (
          rowPlayer === undefined &&
          row.subtype !== null &&
          !row.subtype.startsWith('offensive') &&
          row.subtype !== 'defensive'
        ) {
          gap(row, 'event-dropped', `rebound of kind ${row.subtype}`)
          return
        }
        const kind = row.subtype?.startsWith('offensive') === true ? 'offensive' : 'defensive'
        push(row.sequence, {
          type: 'rebound',
          teamId,
          kind,
          ...(rowPlayer === undefined ? {} : { playerId: rowPlayer }),
        })
        return
      }
      case 'assist':
      case 'steal': {
        if (rowPlayer === undefined) {
          gap(row, 'event-dropped', `${row.event} without a player`)
          return
        }
        push(row.sequence, { type: row.event, teamId, playerId: rowPlayer })
        return
      }
      case 'block': {
        if (rowPlayer === undefined) {
          gap(row, 'event-dropped', 'block without a player')
          return
        }
        const previous = rows[index - 1]
        const blocked =
          previous?.event === 'fg_missed' && previous.teamId !== teamId && previous.playerId !== null
            ? previous.playerId
            : undefined
        push(row.sequence, {
          type: 'block',
          teamId,
          playerId: rowPlayer,
          ...(blocked === undefined ? {} : { blockedPlayerId: blocked }),
        })
        return
      }
      case 'turnover': {
        if (rowPlayer === undefined) {
          gap(row, 'turnover-without-player', `team turnover (${row.subtype ?? 'unknown'})`)
        }
        push(row.sequence, {
          type: 'turnover',
          teamId,
          ...(rowPlayer === undefined ? {} : { playerId: rowPlayer }),
          ...(row.subtype === null ? {} : { kind: row.subtype }),
        })
        if (row.subtype !== null && STOPPING_TURNOVERS.has(row.subtype)) {
          stopClock(row.sequence)
        }
        return
      }
      case 'foul': {
        const { kind } = foulKind(row.subtype)
        let { bench } = foulKind(row.subtype)
        if (rowPlayer !== undefined) {
          const fouls = (foulsByPlayer.get(rowPlayer) ?? 0) + 1
          foulsByPlayer.set(rowPlayer, fouls)
          // A player who has fouled out is excluded; a later foul of his is charged to the bench (Art. 36.3.4).
          if (fouls > FIBA_RULES.foulsToFoulOut) {
            gap(row, 'foul-after-foul-out', `foul number ${fouls} of player ${rowPlayer}, charged to the bench`)
            bench = true
          }
        }
        if (rowPlayer === undefined && !bench) {
          gap(row, 'foul-without-player', `${kind} foul without a player`)
        }
        stopClock(row.sequence)
        push(row.sequence, {
          type: 'foul',
          teamId,
          kind,
          ...(bench || rowPlayer === undefined ? {} : { playerId: rowPlayer }),
        })
        return
      }
      case 'foul_drawn': {
        if (rowPlayer === undefined) {
          gap(row, 'event-dropped', 'foul drawn without a player')
          return
        }
        push(row.sequence, { type: 'foul_drawn', teamId, playerId: rowPlayer })
        return
      }
      case 'timeout':
        stopClock(row.sequence)
        push(row.sequence, { type: 'timeout', teamId })
        return
      default:
        gap(row, 'event-dropped', `unknown event ${row.event}`)
    }
  }
  rows.forEach(handle)
  flushSubstitutions(rows.length)
  return { events, gaps }
}

/**
 * Stamps timed events with server times: tip-off at `startAt`, game time running `clockRate` times faster
 * than real time (a replay at 20× passes 20).
 */
export function toLoggedEvents(events: readonly TimedEvent[], startAt: number, clockRate = 1): LoggedEvent[] {
  return events.map((timed, index) => ({
    sequence: index + 1,
    at: startAt + timed.gameTimeMs / clockRate,
    event: timed.event,
  }))
}
