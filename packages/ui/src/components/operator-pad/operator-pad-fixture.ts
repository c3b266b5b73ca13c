// Zadar – SC Derby (22-6) as the pad shows it at tip-off: the real rosters, the starters on court.
import { boxScore22_6Away, boxScore22_6Home } from '../../fixtures/game-22-6'
import type { BoxScoreTeam } from '../box-score/box-score'
import type { OperatorPadTeam } from './operator-pad'

function padTeam(id: string, team: BoxScoreTeam): OperatorPadTeam {
  return {
    id,
    name: team.name,
    players: team.players.map((player) => ({
      id: player.id,
      name: player.name,
      ...(player.jersey ? { number: player.jersey } : {}),
      onCourt: player.starter,
      fouls: 0,
      fouledOut: false,
    })),
  }
}

export const padHome22_6 = padTeam('ZAD', boxScore22_6Home)
export const padAway22_6 = padTeam('SCD', boxScore22_6Away)
