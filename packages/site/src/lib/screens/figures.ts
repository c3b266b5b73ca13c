// The figures the screens show, taken from a live state: players on court, each team's totals and the game
// leaders. Pure, so the screens and their tests read the same numbers.
import type { LivePlayer, LiveGameState, LiveTeam } from '@league/live/state'
import { boxScoreLine } from '@league/stats/box-score-line'
import { teamTotals as totalsOfLines } from '@league/stats/team-totals'

export type Side = 'home' | 'away'

export type PlayerFigures = {
  id: string
  number?: string
  name: string
  points: number
  rebounds: number
  assists: number
  fouls: number
  pir: number
  fouledOut: boolean
}

function figuresOf(player: LivePlayer): PlayerFigures {
  const line = boxScoreLine(player.counts)
  return {
    id: player.id,
    ...(player.number ? { number: player.number } : {}),
    name: player.name,
    points: line.points,
    rebounds: line.rebounds,
    assists: line.assists,
    fouls: line.foulsCommitted,
    pir: line.pir,
    fouledOut: player.fouledOut,
  }
}

function playersOf(state: LiveGameState, team: LiveTeam): LivePlayer[] {
  return Object.values(state.players).filter((player) => player.teamId === team.id)
}

/** The five on court of a side, in the order the scorer put them on. */
export function onCourt(state: LiveGameState, side: Side): PlayerFigures[] {
  const team = state[side]
  return team.onCourt.flatMap((id) => {
    const player = state.players[id]
    return player === undefined ? [] : [figuresOf(player)]
  })
}

/** Everyone of a side who has played, most points first. */
export function playedBy(state: LiveGameState, side: Side): PlayerFigures[] {
  return playersOf(state, state[side])
    .filter((player) => player.played)
    .map(figuresOf)
    .toSorted((first, second) => second.points - first.points || second.pir - first.pir)
}

export type TeamTotals = {
  points: number
  rebounds: number
  assists: number
  steals: number
  turnovers: number
  blocks: number
  fieldGoalsMade: number
  fieldGoalsAttempted: number
  threePointersMade: number
  threePointersAttempted: number
  freeThrowsMade: number
  freeThrowsAttempted: number
}

/** A side's totals, from its players' lines as the game centre and the final box score add them. */
export function teamTotals(state: LiveGameState, side: Side): TeamTotals {
  const { statistics } = totalsOfLines(
    playersOf(state, state[side]).map((player) => ({ ...player.counts, starter: player.starter })),
  )
  return {
    // The team's score also has the baskets the scorer did not credit to a player.
    points: state[side].score,
    rebounds: statistics.rebounds,
    assists: statistics.assists,
    steals: statistics.steals,
    turnovers: statistics.turnovers,
    blocks: statistics.blocks,
    fieldGoalsMade: statistics.fieldGoalsMade,
    fieldGoalsAttempted: statistics.fieldGoalsAttempted,
    threePointersMade: statistics.threePointersMade,
    threePointersAttempted: statistics.threePointersAttempted,
    freeThrowsMade: statistics.freeThrowsMade,
    freeThrowsAttempted: statistics.freeThrowsAttempted,
  }
}

/** Made and attempted as a share in percent, one decimal; null before the first attempt. */
export function shootingPercentage(made: number, attempted: number): number | null {
  return attempted === 0 ? null : Math.round((made / attempted) * 1000) / 10
}

export type LeaderCategory = 'points' | 'rebounds' | 'assists' | 'pir'

/** A side's best player in a category; null when nobody has a positive figure yet. Ties go to fewer fouls. */
export function leaderOf(state: LiveGameState, side: Side, category: LeaderCategory): PlayerFigures | null {
  const best = playedBy(state, side)
    .filter((player) => player[category] > 0)
    .toSorted((first, second) => second[category] - first[category] || first.fouls - second.fouls)
  return best[0] ?? null
}

/** The player the operator named, with the side they play for; undefined when the game has no such player. */
export function findPlayer(state: LiveGameState, playerId: string): { side: Side; figures: PlayerFigures } | undefined {
  const player = state.players[playerId]
  if (player === undefined) {
    return undefined
  }
  return { side: player.teamId === state.home.id ? 'home' : 'away', figures: figuresOf(player) }
}
