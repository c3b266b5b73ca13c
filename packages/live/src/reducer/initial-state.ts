/**
 * The state of a game before its first event: both teams at zero, every roster player on the bench.
 */
import { emptyCounts } from '@league/stats/box-score'
import { FIBA_RULES, timeoutsAllowed } from '../rules.ts'
import { GameSetupSchema, type GameSetupInput, type GameSetupTeam } from '../setup.ts'
import type { LiveGameState, LivePlayer, LiveTeam } from '../state.ts'

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
    coachFouls: { coach: 0, bench: 0, disqualified: 0 },
  }
}

function newPlayers(teams: readonly GameSetupTeam[]): { [playerId: string]: LivePlayer } {
  const players: { [playerId: string]: LivePlayer } = {}
  for (const team of teams) {
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
  return players
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
  return {
    setup,
    phase: 'scheduled',
    period: 0,
    gameClock: { running: false, remainingMs: setup.periodSeconds * 1000, anchorAt: 0 },
    shotClock: { running: false, remainingMs: FIBA_RULES.shotClockSeconds * 1000, anchorAt: 0 },
    home: newTeam(setup.home, 'home'),
    away: newTeam(setup.away, 'away'),
    possessionArrow: null,
    players: newPlayers([setup.home, setup.away]),
    sequence: 0,
    lastEventAt: null,
    log: [],
    cancelledSequences: [],
  }
}
