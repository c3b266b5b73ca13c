// What the FIBA scoresheet shows, read from a game's record: per team the players with their fouls (each with
// its period), team fouls and timeouts per period, points per period; the running score as the scorer marks it
// (each basket's points crossed off with the scorer's number beside them); the officials. Only the log decides
// fouls, timeouts and the running score; names and numbers come from the game's setup.
import type { FoulKind, LiveGameEvent } from '@league/live/events'
import type { LiveGameState, LiveTeam } from '@league/live/state'
import type { GameRecord } from './game-record.ts'
import { pointsOf } from './event-feed.ts'

/**
 * FIBA's letters: P personal (an offensive foul too), T technical, U unsportsmanlike, D disqualifying; on the
 * coach's line C for his own technical and B for one charged to him for his bench.
 */
export type FoulLetter = 'P' | 'T' | 'U' | 'D' | 'C' | 'B'

export type SheetFoul = { letter: FoulLetter; period: number }

export type SheetPlayer = {
  id: string
  number: string
  name: string
  /** Licence number; the data has none, so it stays empty on the sheet. */
  licence: string | null
  captain: boolean
  starter: boolean
  played: boolean
  fouls: SheetFoul[]
}

export type SheetTeam = {
  id: string
  name: string
  side: 'home' | 'away'
  score: number
  periodScores: number[]
  /** Team fouls of each period (overtimes after the 4th). */
  teamFouls: number[]
  timeouts: number[]
  players: SheetPlayer[]
  /** Fouls with no player, on the head coach's line: his own (C, D) and those charged to him for the bench (B). */
  benchFouls: SheetFoul[]
}

/** One basket on the running score: the points from `from` to `to` go to the player with `number`. */
export type ScoreMark = {
  side: 'home' | 'away'
  from: number
  to: number
  points: number
  /** Shirt number of the scorer; null for a basket without a player or a scorer's correction. */
  number: string | null
  period: number
}

export type GameFacts = {
  competition: string
  season: string
  phase: string
  round: number
  date: string | null
  time: string | null
  venue: string | null
  attendance: number | null
  referees: string[]
}

export type Scoresheet = {
  gameId: string
  source: GameRecord['source']
  facts: GameFacts
  /** Team A is the home team (FIBA: the team named first in the programme). */
  home: SheetTeam
  away: SheetTeam
  marks: ScoreMark[]
  /** Periods played: 4, or more with overtimes. */
  periods: number
}

const foulLetters: Record<FoulKind, FoulLetter> = {
  personal: 'P',
  offensive: 'P',
  technical: 'T',
  unsportsmanlike: 'U',
  disqualifying: 'D',
}

/**
 * The letter on the head coach's line (FIBA Art. 36, 38): D for his own disqualifying foul, B for a foul of his
 * bench (a substitute's, an excluded player's or a team follower's), C for his own technical. A foul with no
 * player and no offender is the coach's, as scorers recorded it before the console asked who committed it.
 */
function coachLetter(foul: Extract<LiveGameEvent, { type: 'foul' }>): FoulLetter {
  if (foul.offender === 'bench') {
    return 'B'
  }
  return foul.kind === 'disqualifying' ? 'D' : 'C'
}

type Tally = {
  fouls: Map<string, SheetFoul[]>
  benchFouls: Map<string, SheetFoul[]>
  timeouts: Map<string, number[]>
  marks: ScoreMark[]
  scores: { home: number; away: number }
}

function push<Value>(map: Map<string, Value[]>, key: string, value: Value): void {
  map.set(key, [...(map.get(key) ?? []), value])
}

/** Adds a scoring event's points to the running score; a correction that takes points away removes marks. */
function markPoints(tally: Tally, state: LiveGameState, event: LiveGameEvent & { teamId: string }, period: number) {
  const points = pointsOf(event)
  const side = event.teamId === state.home.id ? 'home' : 'away'
  const before = tally.scores[side]
  const after = before + points
  tally.scores[side] = after
  if (points > 0) {
    const playerId = event.type === 'shot' ? event.playerId : undefined
    const number = playerId === undefined ? null : (state.players[playerId]?.number ?? null)
    tally.marks.push({ side, from: before + 1, to: after, points, number, period })
  } else {
    tally.marks = tally.marks.filter((mark) => mark.side !== side || mark.to <= after)
  }
}

/** Walks the log once: fouls and timeouts with their period, and the running score. */
function tallyLog(record: GameRecord): Tally {
  const { state } = record
  const cancelled = new Set(state.cancelledSequences)
  const tally: Tally = {
    fouls: new Map(),
    benchFouls: new Map(),
    timeouts: new Map(),
    marks: [],
    scores: { home: 0, away: 0 },
  }
  let period = 0
  for (const { sequence, event } of record.log) {
    if (cancelled.has(sequence)) {
      continue
    }
    if (event.type === 'period_start') {
      period = event.period
    } else if (event.type === 'foul') {
      const letter = event.playerId === undefined ? coachLetter(event) : foulLetters[event.kind]
      const foul = { letter, period: Math.max(1, period) }
      push(event.playerId === undefined ? tally.benchFouls : tally.fouls, event.playerId ?? event.teamId, foul)
    } else if (event.type === 'timeout') {
      const timeouts = tally.timeouts.get(event.teamId) ?? []
      timeouts[Math.max(1, period) - 1] = (timeouts[Math.max(1, period) - 1] ?? 0) + 1
      tally.timeouts.set(event.teamId, timeouts)
    } else if ((event.type === 'shot' && event.made) || event.type === 'score_correction') {
      markPoints(tally, state, event, Math.max(1, period))
    }
  }
  return tally
}

/** Shirt numbers in order (00, 0, 4, 12 …), players without one last. */
function byNumber(first: SheetPlayer, second: SheetPlayer): number {
  const value = (player: SheetPlayer) => (/^\d+$/.test(player.number) ? Number(player.number) : 1000)
  return value(first) - value(second) || first.name.localeCompare(second.name)
}

function sheetTeam(record: GameRecord, team: LiveTeam, tally: Tally, periods: number): SheetTeam {
  const roster = team.side === 'home' ? record.game.setup.home.players : record.game.setup.away.players
  const players = roster
    .map((listed): SheetPlayer => {
      const live = record.state.players[listed.id]
      return {
        id: listed.id,
        number: listed.number ?? '',
        name: listed.name,
        licence: null,
        captain: false,
        starter: live?.starter ?? false,
        played: live?.played ?? false,
        fouls: tally.fouls.get(listed.id) ?? [],
      }
    })
    .sort(byNumber)
  const timeouts = tally.timeouts.get(team.id) ?? []
  return {
    id: team.id,
    name: team.name,
    side: team.side,
    score: team.score,
    periodScores: Array.from({ length: periods }, (_, index) => team.periodScores[index] ?? 0),
    teamFouls: Array.from({ length: periods }, (_, index) => team.teamFouls[index] ?? 0),
    timeouts: Array.from({ length: periods }, (_, index) => timeouts[index] ?? 0),
    players,
    benchFouls: tally.benchFouls.get(team.id) ?? [],
  }
}

export function scoresheetOf(record: GameRecord, facts: GameFacts): Scoresheet {
  const { state } = record
  const periods = Math.max(4, state.period, state.home.periodScores.length, state.away.periodScores.length)
  const tally = tallyLog(record)
  return {
    gameId: record.game.slug,
    source: record.source,
    facts,
    home: sheetTeam(record, state.home, tally, periods),
    away: sheetTeam(record, state.away, tally, periods),
    marks: tally.marks,
    periods,
  }
}
