// playoff-rounds.ts: the API's play-off bracket (its contract type) in the Bracket component's shape. The site's
// play-off page and the kit's generated fixture both render the API's answer, so the mapping lives here once;
// only the names of rounds and the links to games differ between them, and those come in as functions.
// A type-only import: the kit reads the contract's declarations, it does not run API code.
import type { PlayoffBracket, PlayoffDuel } from '@league/api/contract/playoffs'
import type { BracketRound, BracketTeam } from './bracket'

export type PlayoffRound = PlayoffBracket['rounds'][number]
type PlayoffGame = PlayoffDuel['games'][number]

export type PlayoffRoundsOptions = {
  /** The round's heading; the API's English name when not given. */
  roundName?: (round: PlayoffRound) => string
  /** Where a game links to; `number` counts the series' games from 1 in the order they were played. */
  gameHref: (place: { round: PlayoffRound; duel: PlayoffDuel; game: PlayoffGame; number: number }) => string
}

function bracketTeam(side: PlayoffDuel['home'], winner: PlayoffDuel['winner']): BracketTeam {
  return {
    name: side.team.name,
    shortName: side.team.code,
    // An unseeded side (a play-in, say) has no number to show; 0 is the kit's "no seed".
    seed: side.seed ?? 0,
    wins: side.wins,
    winner: winner !== null && winner.slug === side.team.slug,
  }
}

/** The bracket's rounds: series with seeded teams and their games, numbered in the order they were played. */
export function playoffRounds(rounds: PlayoffRound[], options: PlayoffRoundsOptions): BracketRound[] {
  return rounds.map((round) => ({
    id: round.slug,
    name: options.roundName?.(round) ?? round.name,
    series: round.duels.map((duel) => ({
      id: duel.slug,
      bestOf: round.bestOf,
      teams: [bracketTeam(duel.home, duel.winner), bracketTeam(duel.away, duel.winner)],
      games: duel.games.map((game, index) => ({
        id: game.slug,
        number: index + 1,
        homeShortName: game.home.team.code,
        awayShortName: game.away.team.code,
        homeScore: game.home.score,
        awayScore: game.away.score,
        date: game.date ?? '',
        href: options.gameHref({ round, duel, game, number: index + 1 }),
      })),
    })),
  }))
}
