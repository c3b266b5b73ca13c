// The figures the screens show, taken from a live state: players on court, each team's totals and the game
// leaders. Pure, so the screens and their tests read the same numbers.
import type { LivePlayer, LiveGameState, LiveTeam } from '@league/live/state'

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
  const counts = player.counts
  return {
    id: player.id,
    ...(player.number ? { number: player.number } : {}),
    name: player.name,
    points: counts.points,
    rebounds: counts.offensiveRebounds + counts.defensiveRebounds,
    assists: counts.assists,
    fouls: counts.foulsCommitted,
    pir: player.pir,
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

export function teamTotals(state: LiveGameState, side: Side): TeamTotals {
  const totals: TeamTotals = {
    points: state[side].score,
    rebounds: 0,
    assists: 0,
    steals: 0,
    turnovers: 0,
    blocks: 0,
    fieldGoalsMade: 0,
    fieldGoalsAttempted: 0,
    threePointersMade: 0,
    threePointersAttempted: 0,
    freeThrowsMade: 0,
    freeThrowsAttempted: 0,
  }
  for (const { counts } of playersOf(state, state[side])) {
    totals.rebounds += counts.offensiveRebounds + counts.defensiveRebounds
    totals.assists += counts.assists
    totals.steals += counts.steals
    totals.turnovers += counts.turnovers
    totals.blocks += counts.blocks
    totals.fieldGoalsMade += counts.twoPointersMade + counts.threePointersMade
    totals.fieldGoalsAttempted += counts.twoPointersAttempted + counts.threePointersAttempted
    totals.threePointersMade += counts.threePointersMade
    totals.threePointersAttempted += counts.threePointersAttempted
    totals.freeThrowsMade += counts.freeThrowsMade
    totals.freeThrowsAttempted += counts.freeThrowsAttempted
  }
  return totals
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
