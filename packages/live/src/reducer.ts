/**
 * The reducer: one logged event and the state before it give the state after it. Pure and deterministic:
 * time comes from the event's envelope (`at`, server time in ms), never from a clock. An event that breaks a
 * rule throws a {@link LiveRuleError} whose message a scorer understands, and the state is left as it was.
 */
import { emptyCounts, performanceIndexRating } from '@league/stats/box-score'
import { remainingAt } from './clock.ts'
import type { FoulKind, LiveGameEvent, LoggedEvent } from './events.ts'
import {
  FIBA_RULES,
  inLastMinutes,
  LAST_MINUTES_WINDOW,
  periodName,
  teamFoulPeriod,
  timeoutsAllowed,
  timeoutWindow,
} from './rules.ts'
import { GameSetupSchema, type GameSetupInput, type GameSetupTeam } from './setup.ts'
import type { LiveGameState, LivePlayer, LiveTeam } from './state.ts'

/** A rule the event breaks; `code` is stable for programs, `message` is for the scorer. */
export class LiveRuleError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'LiveRuleError'
    this.code = code
  }
}

function newTeam(team: GameSetupTeam, side: 'home' | 'away'): LiveTeam {
  return {
    id: team.id,
    name: team.name,
    side,
    score: 0,
    periodScores: [],
    teamFouls: [],
    teamFoulsForPenalty: 0,
    inPenalty: false,
    timeoutsUsed: {},
    timeoutsLeft: timeoutsAllowed(1),
    onCourt: [],
  }
}

/**
 * The state of a game before its first event.
 *
 * @example
 * initialState({ gameId: '22_6', home: { id: 'ZAD', name: 'Zadar', players: [] },
 *   away: { id: 'SCD', name: 'SC Derby', players: [] } }).phase //=> 'scheduled'
 */
export function initialState(setupInput: GameSetupInput): LiveGameState {
  const setup = GameSetupSchema.parse(setupInput)
  const players: { [playerId: string]: LivePlayer } = {}
  for (const team of [setup.home, setup.away]) {
    for (const player of team.players) {
      players[player.id] = {
        id: player.id,
        teamId: team.id,
        name: player.name,
        ...(player.number === undefined ? {} : { number: player.number }),
        starter: false,
        played: false,
        onCourt: false,
        enteredAtRemainingMs: null,
        playedMs: 0,
        counts: emptyCounts(),
        pir: 0,
        technicalFouls: 0,
        unsportsmanlikeFouls: 0,
        fouledOut: false,
      }
    }
  }
  return {
    setup,
    phase: 'scheduled',
    period: 0,
    gameClock: { running: false, remainingMs: setup.periodSeconds * 1000, anchorAt: 0 },
    shotClock: { running: false, remainingMs: FIBA_RULES.shotClockSeconds * 1000, anchorAt: 0 },
    home: newTeam(setup.home, 'home'),
    away: newTeam(setup.away, 'away'),
    possessionArrow: null,
    players,
    sequence: 0,
    lastEventAt: null,
    log: [],
    cancelledSequences: [],
  }
}

/** A reference to a player as the scorer's sheet shows it: "#7 Bozic". */
function describePlayer(player: LivePlayer): string {
  return player.number === undefined ? player.name : `#${player.number} ${player.name}`
}

function teamOf(state: LiveGameState, teamId: string): LiveTeam {
  if (state.home.id === teamId) {
    return state.home
  }
  if (state.away.id === teamId) {
    return state.away
  }
  throw new LiveRuleError(
    'unknown-team',
    `Team ${teamId} does not play in this game (${state.home.id} v ${state.away.id}).`,
  )
}

function opponentOf(state: LiveGameState, team: LiveTeam): LiveTeam {
  return team.side === 'home' ? state.away : state.home
}

function playerOf(state: LiveGameState, team: LiveTeam, playerId: string): LivePlayer {
  const player = state.players[playerId]
  if (player === undefined || player.teamId !== team.id) {
    throw new LiveRuleError('unknown-player', `Player ${playerId} is not on the ${team.name} roster.`)
  }
  return player
}

function periodLengthMs(state: LiveGameState, period: number): number {
  const seconds = period > FIBA_RULES.lastRegularPeriod ? state.setup.overtimeSeconds : state.setup.periodSeconds
  return seconds * 1000
}

function requirePeriodOn(state: LiveGameState, what: string): void {
  if (state.phase !== 'period') {
    const when = state.phase === 'scheduled' ? 'before the game has started' : 'between periods'
    throw new LiveRuleError('no-period', `${what} cannot be recorded ${when}: start the period first.`)
  }
}

/** Moves a running clock's anchor to `at`, so later changes start from the time it shows then. */
function settleClocks(state: LiveGameState, at: number): void {
  const rate = state.setup.clockRate
  for (const clock of [state.gameClock, state.shotClock]) {
    clock.remainingMs = remainingAt(clock, at, rate)
    clock.anchorAt = at
  }
}

function resetShotClock(state: LiveGameState, seconds: number, at: number): void {
  state.shotClock = { running: state.gameClock.running, remainingMs: seconds * 1000, anchorAt: at }
}

/** Ends a player's stint at the current game clock (the clocks must be settled). */
function leaveCourt(state: LiveGameState, player: LivePlayer): void {
  if (player.enteredAtRemainingMs !== null) {
    player.playedMs += player.enteredAtRemainingMs - state.gameClock.remainingMs
  }
  player.enteredAtRemainingMs = null
  player.onCourt = false
}

function enterCourt(state: LiveGameState, player: LivePlayer): void {
  player.onCourt = true
  player.played = true
  player.enteredAtRemainingMs = state.phase === 'period' ? state.gameClock.remainingMs : null
}

function addPoints(state: LiveGameState, team: LiveTeam, points: number): void {
  team.score += points
  const index = state.period - 1
  team.periodScores[index] = (team.periodScores[index] ?? 0) + points
  const opponent = opponentOf(state, team)
  for (const playerId of team.onCourt) {
    const player = state.players[playerId]
    if (player !== undefined) {
      player.counts.plusMinus += points
    }
  }
  for (const playerId of opponent.onCourt) {
    const player = state.players[playerId]
    if (player !== undefined) {
      player.counts.plusMinus -= points
    }
  }
}

function recordShot(state: LiveGameState, event: Extract<LiveGameEvent, { type: 'shot' }>, at: number): void {
  requirePeriodOn(state, 'A shot')
  const team = teamOf(state, event.teamId)
  if (event.playerId !== undefined) {
    const player = playerOf(state, team, event.playerId)
    const counts = player.counts
    if (event.points === 1) {
      counts.freeThrowsAttempted += 1
      counts.freeThrowsMade += event.made ? 1 : 0
    } else if (event.points === 2) {
      counts.twoPointersAttempted += 1
      counts.twoPointersMade += event.made ? 1 : 0
    } else {
      counts.threePointersAttempted += 1
      counts.threePointersMade += event.made ? 1 : 0
    }
    if (event.made) {
      counts.points += event.points
    }
  }
  if (event.made) {
    addPoints(state, team, event.points)
    // A made basket gives the ball to the other team: a new possession.
    resetShotClock(state, FIBA_RULES.shotClockSeconds, at)
  }
}

function recordFoul(state: LiveGameState, event: Extract<LiveGameEvent, { type: 'foul' }>, at: number): void {
  const team = teamOf(state, event.teamId)
  if (state.phase === 'scheduled') {
    requirePeriodOn(state, 'A foul')
  }
  if (event.playerId !== undefined) {
    const player = playerOf(state, team, event.playerId)
    if (player.fouledOut) {
      throw new LiveRuleError(
        'fouled-out',
        `${describePlayer(player)} has fouled out and cannot commit another foul: check the player's number.`,
      )
    }
    player.counts.foulsCommitted += 1
    countFoulTowardsDisqualification(player, event.kind)
    // Every foul by a player is a team foul (Art. 41.1.1); a coach's or bench technical is not.
    const period = Math.max(1, state.period)
    team.teamFouls[period - 1] = (team.teamFouls[period - 1] ?? 0) + 1
  }
  if (state.phase === 'period') {
    adjustShotClockAfterFoul(state, event.kind, at)
  }
}

function countFoulTowardsDisqualification(player: LivePlayer, kind: FoulKind): void {
  if (kind === 'technical') {
    player.technicalFouls += 1
  } else if (kind === 'unsportsmanlike') {
    player.unsportsmanlikeFouls += 1
  }
  const personalAndOther = player.counts.foulsCommitted
  const disqualified =
    kind === 'disqualifying' ||
    player.technicalFouls >= 2 ||
    player.unsportsmanlikeFouls >= 2 ||
    (player.technicalFouls >= 1 && player.unsportsmanlikeFouls >= 1)
  if (personalAndOther >= FIBA_RULES.foulsToFoulOut || disqualified) {
    player.fouledOut = true
  }
}

/** Art. 29.2: what a foul does to the shot clock. */
function adjustShotClockAfterFoul(state: LiveGameState, kind: FoulKind, at: number): void {
  switch (kind) {
    case 'offensive':
      resetShotClock(state, FIBA_RULES.shotClockSeconds, at)
      return
    case 'personal':
      // A defensive foul leaves the offence at least 14 seconds (Art. 29.2.2).
      if (state.shotClock.remainingMs < FIBA_RULES.shotClockShortSeconds * 1000) {
        resetShotClock(state, FIBA_RULES.shotClockShortSeconds, at)
      }
      return
    case 'unsportsmanlike':
    case 'disqualifying':
      // Followed by a throw-in at the front court throw-in line with 14 seconds (Art. 29.2.3).
      resetShotClock(state, FIBA_RULES.shotClockShortSeconds, at)
      return
    case 'technical':
      return
    default:
      kind satisfies never
  }
}

function recordSubstitution(state: LiveGameState, event: Extract<LiveGameEvent, { type: 'substitution' }>): void {
  if (state.phase === 'final') {
    return
  }
  const team = teamOf(state, event.teamId)
  const playerOut = playerOf(state, team, event.playerOut)
  const playerIn = playerOf(state, team, event.playerIn)
  if (!playerOut.onCourt) {
    throw new LiveRuleError(
      'not-on-court',
      `${describePlayer(playerOut)} is not on the court, so cannot be substituted out.`,
    )
  }
  if (playerIn.onCourt) {
    throw new LiveRuleError('already-on-court', `${describePlayer(playerIn)} is already on the court.`)
  }
  if (playerIn.fouledOut) {
    throw new LiveRuleError('fouled-out', `${describePlayer(playerIn)} has fouled out and cannot come back on.`)
  }
  leaveCourt(state, playerOut)
  enterCourt(state, playerIn)
  team.onCourt = team.onCourt.map((playerId) => (playerId === playerOut.id ? playerIn.id : playerId))
}

function recordTimeout(state: LiveGameState, teamId: string): void {
  const team = teamOf(state, teamId)
  const period = Math.max(1, state.period)
  const window = timeoutWindow(period)
  const used = team.timeoutsUsed[window] ?? 0
  if (used >= timeoutsAllowed(period)) {
    const where =
      window === 'first-half' ? 'the first half' : window === 'second-half' ? 'the second half' : 'this overtime'
    throw new LiveRuleError('no-timeouts-left', `${team.name} has no timeouts left in ${where}.`)
  }
  // The clocks are settled at the event's time, so the remaining time is what the scoreboard shows now.
  if (inLastMinutes(period, state.gameClock.remainingMs)) {
    const usedLate = team.timeoutsUsed[LAST_MINUTES_WINDOW] ?? 0
    if (usedLate >= FIBA_RULES.lastMinutesTimeouts) {
      throw new LiveRuleError(
        'last-minutes-timeouts',
        `${team.name} has already taken ${FIBA_RULES.lastMinutesTimeouts} timeouts in the last two minutes of the 4th quarter: no more are allowed (FIBA Art. 18.2.5).`,
      )
    }
    team.timeoutsUsed[LAST_MINUTES_WINDOW] = usedLate + 1
  }
  team.timeoutsUsed[window] = used + 1
  if (state.gameClock.running) {
    state.gameClock.running = false
    state.shotClock.running = false
  }
}

function startPeriod(state: LiveGameState, period: number, at: number): void {
  if (state.phase === 'period') {
    throw new LiveRuleError('period-on', `${capitalise(periodName(state.period))} is still on: end it first.`)
  }
  if (period !== state.period + 1) {
    throw new LiveRuleError(
      'wrong-period',
      `The next period is ${periodName(state.period + 1)}, not ${periodName(period)}.`,
    )
  }
  if (period > FIBA_RULES.lastRegularPeriod && state.home.score !== state.away.score) {
    throw new LiveRuleError('no-overtime', 'The score is not tied, so there is no overtime.')
  }
  for (const team of [state.home, state.away]) {
    if (team.onCourt.length !== 5) {
      throw new LiveRuleError(
        'lineup-incomplete',
        `${team.name} has ${team.onCourt.length} players on the court; enter the starting five first.`,
      )
    }
  }
  state.phase = 'period'
  state.period = period
  // Every period after the first starts with the alternating-possession throw-in (Art. 12.5.1), so the arrow
  // turns as the period starts.
  if (period > 1 && state.possessionArrow !== null) {
    state.possessionArrow = otherSide(state.possessionArrow)
  }
  const length = periodLengthMs(state, period)
  state.gameClock = { running: false, remainingMs: length, anchorAt: at }
  state.shotClock = { running: false, remainingMs: FIBA_RULES.shotClockSeconds * 1000, anchorAt: at }
  for (const team of [state.home, state.away]) {
    team.periodScores[period - 1] = team.periodScores[period - 1] ?? 0
    team.teamFouls[period - 1] = team.teamFouls[period - 1] ?? 0
    for (const playerId of team.onCourt) {
      const player = state.players[playerId]
      if (player !== undefined) {
        player.enteredAtRemainingMs = length
        player.played = true
      }
    }
  }
}

function endPeriod(state: LiveGameState, period: number): void {
  if (state.phase !== 'period' || state.period !== period) {
    throw new LiveRuleError('wrong-period', `${capitalise(periodName(period))} is not being played.`)
  }
  // The period ends when its clock reaches zero, whatever the table's clock showed.
  state.gameClock = { running: false, remainingMs: 0, anchorAt: state.gameClock.anchorAt }
  state.shotClock.running = false
  for (const team of [state.home, state.away]) {
    for (const playerId of team.onCourt) {
      const player = state.players[playerId]
      if (player !== undefined) {
        leaveCourt(state, player)
        // Still on the court for the next period, just not playing time in the break.
        player.onCourt = true
      }
    }
  }
  state.phase = 'break'
}

function otherSide(side: 'home' | 'away'): 'home' | 'away' {
  return side === 'home' ? 'away' : 'home'
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function apply(state: LiveGameState, logged: LoggedEvent): void {
  const { event, at } = logged
  settleClocks(state, at)
  switch (event.type) {
    case 'starting_lineup': {
      if (state.phase !== 'scheduled') {
        throw new LiveRuleError('game-started', 'The starting five can only be entered before the game.')
      }
      const team = teamOf(state, event.teamId)
      for (const playerId of team.onCourt) {
        const player = state.players[playerId]
        if (player !== undefined) {
          player.onCourt = false
          player.starter = false
        }
      }
      if (new Set(event.playerIds).size !== event.playerIds.length) {
        throw new LiveRuleError('duplicate-player', 'The starting five names a player twice.')
      }
      for (const playerId of event.playerIds) {
        const player = playerOf(state, team, playerId)
        player.onCourt = true
        player.starter = true
      }
      team.onCourt = [...event.playerIds]
      return
    }
    case 'period_start':
      startPeriod(state, event.period, at)
      return
    case 'jump_ball': {
      requirePeriodOn(state, 'A jump ball')
      if (state.possessionArrow !== null) {
        throw new LiveRuleError(
          'arrow-set',
          'The possession arrow is already set: a later jump-ball situation is a held ball (alternating possession).',
        )
      }
      state.possessionArrow = otherSide(teamOf(state, event.teamId).side)
      return
    }
    case 'held_ball': {
      requirePeriodOn(state, 'A held ball')
      if (state.possessionArrow === null) {
        throw new LiveRuleError(
          'no-arrow',
          'The possession arrow is not set yet: record the jump ball that decides it (FIBA Art. 12.3).',
        )
      }
      state.possessionArrow = otherSide(state.possessionArrow)
      return
    }
    case 'period_end':
      endPeriod(state, event.period)
      return
    case 'clock_start': {
      requirePeriodOn(state, 'The clock')
      if (state.gameClock.running) {
        throw new LiveRuleError('clock-running', 'The game clock is already running.')
      }
      if (state.gameClock.remainingMs <= 0) {
        throw new LiveRuleError('no-time-left', `No time is left in ${periodName(state.period)}: end the period.`)
      }
      state.gameClock.running = true
      state.shotClock.running = true
      return
    }
    case 'clock_stop': {
      if (!state.gameClock.running) {
        throw new LiveRuleError('clock-stopped', 'The game clock is already stopped.')
      }
      state.gameClock.running = false
      state.shotClock.running = false
      return
    }
    case 'clock_adjust': {
      requirePeriodOn(state, 'A clock correction')
      const length = periodLengthMs(state, state.period)
      if (event.gameClockSeconds * 1000 > length) {
        throw new LiveRuleError(
          'clock-too-long',
          `${capitalise(periodName(state.period))} lasts ${length / 1000} seconds.`,
        )
      }
      const change = event.gameClockSeconds * 1000 - state.gameClock.remainingMs
      state.gameClock.remainingMs = event.gameClockSeconds * 1000
      // Players on court keep their stint measured against the corrected clock.
      for (const team of [state.home, state.away]) {
        for (const playerId of team.onCourt) {
          const player = state.players[playerId]
          if (player?.enteredAtRemainingMs !== null && player !== undefined) {
            player.enteredAtRemainingMs = Math.min(length, (player.enteredAtRemainingMs ?? 0) + change)
          }
        }
      }
      return
    }
    case 'shot_clock_reset':
      requirePeriodOn(state, 'A shot-clock reset')
      resetShotClock(state, event.seconds, at)
      return
    case 'shot':
      recordShot(state, event, at)
      return
    case 'rebound': {
      requirePeriodOn(state, 'A rebound')
      const team = teamOf(state, event.teamId)
      if (event.playerId !== undefined) {
        const player = playerOf(state, team, event.playerId)
        if (event.kind === 'offensive') {
          player.counts.offensiveRebounds += 1
        } else {
          player.counts.defensiveRebounds += 1
        }
      }
      resetShotClock(
        state,
        event.kind === 'offensive' ? FIBA_RULES.shotClockShortSeconds : FIBA_RULES.shotClockSeconds,
        at,
      )
      return
    }
    case 'assist': {
      requirePeriodOn(state, 'An assist')
      playerOf(state, teamOf(state, event.teamId), event.playerId).counts.assists += 1
      return
    }
    case 'steal': {
      requirePeriodOn(state, 'A steal')
      playerOf(state, teamOf(state, event.teamId), event.playerId).counts.steals += 1
      resetShotClock(state, FIBA_RULES.shotClockSeconds, at)
      return
    }
    case 'block': {
      requirePeriodOn(state, 'A block')
      const team = teamOf(state, event.teamId)
      playerOf(state, team, event.playerId).counts.blocks += 1
      if (event.blockedPlayerId !== undefined) {
        playerOf(state, opponentOf(state, team), event.blockedPlayerId).counts.blocksAgainst += 1
      }
      return
    }
    case 'turnover': {
      requirePeriodOn(state, 'A turnover')
      const team = teamOf(state, event.teamId)
      if (event.playerId !== undefined) {
        playerOf(state, team, event.playerId).counts.turnovers += 1
      }
      resetShotClock(state, FIBA_RULES.shotClockSeconds, at)
      return
    }
    case 'foul':
      recordFoul(state, event, at)
      return
    case 'foul_drawn': {
      playerOf(state, teamOf(state, event.teamId), event.playerId).counts.foulsDrawn += 1
      return
    }
    case 'timeout':
      recordTimeout(state, event.teamId)
      return
    case 'substitution':
      recordSubstitution(state, event)
      return
    case 'game_end': {
      if (state.phase !== 'break') {
        throw new LiveRuleError(
          'period-on',
          state.phase === 'scheduled' ? 'The game has not started.' : `End ${periodName(state.period)} first.`,
        )
      }
      if (state.period < FIBA_RULES.lastRegularPeriod) {
        throw new LiveRuleError('game-not-over', `Only ${state.period} of 4 quarters have been played.`)
      }
      if (state.home.score === state.away.score) {
        throw new LiveRuleError('score-tied', 'The score is tied: the game goes to overtime.')
      }
      state.phase = 'final'
      for (const team of [state.home, state.away]) {
        for (const playerId of team.onCourt) {
          const player = state.players[playerId]
          if (player !== undefined) {
            player.onCourt = false
          }
        }
        team.onCourt = []
      }
      return
    }
    case 'correction':
      // Handled by applyEvent, which rebuilds the state without the cancelled event.
      return
    default:
      event satisfies never
  }
}

/** Derived figures: PIR, seconds, team fouls for the penalty, timeouts left. */
function refreshDerived(state: LiveGameState): void {
  for (const player of Object.values(state.players)) {
    player.counts.seconds = Math.round(player.playedMs / 1000)
    player.pir = performanceIndexRating(player.counts)
  }
  const period = Math.max(1, state.period)
  for (const team of [state.home, state.away]) {
    const foulPeriod = teamFoulPeriod(period)
    const counted =
      foulPeriod === FIBA_RULES.lastRegularPeriod
        ? team.teamFouls.slice(FIBA_RULES.lastRegularPeriod - 1, period).reduce((sum, fouls) => sum + (fouls ?? 0), 0)
        : (team.teamFouls[period - 1] ?? 0)
    team.teamFoulsForPenalty = counted
    team.inPenalty = counted >= FIBA_RULES.teamFoulsBeforePenalty
    const leftInWindow = timeoutsAllowed(period) - (team.timeoutsUsed[timeoutWindow(period)] ?? 0)
    // In the last two minutes of the 4th quarter a team keeps at most 2, whatever it saved from the half.
    team.timeoutsLeft = inLastMinutes(period, state.gameClock.remainingMs)
      ? Math.min(leftInWindow, FIBA_RULES.lastMinutesTimeouts - (team.timeoutsUsed[LAST_MINUTES_WINDOW] ?? 0))
      : leftInWindow
  }
}

function checkEnvelope(state: LiveGameState, logged: LoggedEvent): void {
  if (logged.sequence !== state.sequence + 1) {
    throw new LiveRuleError(
      'out-of-sequence',
      `Event ${logged.sequence} does not follow event ${state.sequence}; reload the game and try again.`,
    )
  }
  if (state.phase === 'final' && logged.event.type !== 'correction') {
    throw new LiveRuleError('game-over', 'The game has ended; no more events can be recorded.')
  }
  if (state.lastEventAt !== null && logged.at < state.lastEventAt) {
    throw new LiveRuleError('time-backwards', 'An event cannot be earlier than the event before it.')
  }
}

function foldEvents(
  setupState: LiveGameState,
  log: readonly LoggedEvent[],
  cancelled: ReadonlySet<number>,
): LiveGameState {
  const state = structuredClone(setupState)
  for (const logged of log) {
    checkEnvelope(state, logged)
    if (!cancelled.has(logged.sequence)) {
      try {
        apply(state, logged)
      } catch (error) {
        if (error instanceof LiveRuleError) {
          throw new LiveRuleError(
            error.code,
            `Event ${logged.sequence} (${logged.event.type}) would no longer fit: ${error.message}`,
          )
        }
        throw error
      }
    }
    state.sequence = logged.sequence
    state.lastEventAt = logged.at
  }
  state.log = [...log]
  state.cancelledSequences = [...cancelled].sort((a, b) => a - b)
  refreshDerived(state)
  return state
}

/**
 * The state after one more event. The input state is not changed; a broken rule throws
 * {@link LiveRuleError} and nothing is applied.
 *
 * @example
 * const started = applyEvent(state, { sequence: 12, at: Date.parse('2022-09-30T19:00:00Z'), event: { type: 'clock_start' } })
 * started.gameClock.running //=> true
 */
export function applyEvent(state: LiveGameState, logged: LoggedEvent): LiveGameState {
  checkEnvelope(state, logged)
  if (logged.event.type === 'correction') {
    return applyCorrection(state, logged, logged.event.cancelsSequence)
  }
  // Logged events are never changed, so the log is shared rather than copied.
  const { log, ...rest } = state
  const next: LiveGameState = { ...structuredClone(rest), log: [...log, logged] }
  apply(next, logged)
  next.sequence = logged.sequence
  next.lastEventAt = logged.at
  refreshDerived(next)
  return next
}

function applyCorrection(state: LiveGameState, logged: LoggedEvent, cancelsSequence: number): LiveGameState {
  const target = state.log.find((entry) => entry.sequence === cancelsSequence)
  if (target === undefined) {
    throw new LiveRuleError('unknown-event', `There is no event ${cancelsSequence} to cancel.`)
  }
  if (target.event.type === 'correction' || state.cancelledSequences.includes(cancelsSequence)) {
    throw new LiveRuleError(
      'not-cancellable',
      `Event ${cancelsSequence} cannot be cancelled (already cancelled, or a correction).`,
    )
  }
  if (['period_start', 'period_end', 'game_end', 'starting_lineup'].includes(target.event.type)) {
    throw new LiveRuleError(
      'not-cancellable',
      `Event ${cancelsSequence} (${target.event.type}) frames the game and cannot be cancelled.`,
    )
  }
  const cancelled = new Set([...state.cancelledSequences, cancelsSequence])
  const rebuilt = foldEvents(initialState(state.setup), [...state.log, logged], cancelled)
  return rebuilt
}

/**
 * The state after a whole log, from the game's setup: what the API computes on start-up and the tests
 * compare with imported box scores.
 */
export function stateFromLog(setup: GameSetupInput, log: readonly LoggedEvent[]): LiveGameState {
  const cancelled = new Set<number>()
  for (const logged of log) {
    if (logged.event.type === 'correction') {
      cancelled.add(logged.event.cancelsSequence)
    }
  }
  return foldEvents(initialState(setup), log, cancelled)
}
