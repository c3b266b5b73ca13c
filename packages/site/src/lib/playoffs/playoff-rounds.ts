// playoff-rounds.ts: the API's play-off bracket (its contract type) in the kit Bracket's own props. The kit
// knows nothing of the API; this mapping is the site's, and only the play-off page uses it. The round names
// and the links to games are the page's (translated names, locale-aware paths), so they come in as functions.
import type { PlayoffBracket, PlayoffDuel } from '@league/api/contract/playoffs'
import type { BracketRound, BracketTeam } from '@league/ui/components/bracket/bracket'
import { teamMarkOf } from '../paths/crest'

export type PlayoffRound = PlayoffBracket['rounds'][number]
type PlayoffGame = PlayoffDuel['games'][number]

export type PlayoffRoundsOptions = {
  /** The round's heading; the API's English name when not given. */
  roundName?: (round: PlayoffRound) => string
  /** Where a game links to; `number` counts the series' games from 1 in the order they were played. */
  gameHref: (place: { round: PlayoffRound; duel: PlayoffDuel; game: PlayoffGame; number: number }) => string
  /** A team's wins for screen readers, with the language's plural ("1 win", "2 wins"). */
  winsLabel?: (wins: number) => string
}

function bracketTeam(
  side: PlayoffDuel['home'],
  winner: PlayoffDuel['winner'],
  winsLabel: PlayoffRoundsOptions['winsLabel'],
): BracketTeam {
  return {
    ...(winsLabel === undefined ? {} : { winsLabel: winsLabel(side.wins) }),
    name: side.team.name,
    shortName: side.team.code,
    ...teamMarkOf(side.team),
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
      teams: [
        bracketTeam(duel.home, duel.winner, options.winsLabel),
        bracketTeam(duel.away, duel.winner, options.winsLabel),
      ],
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
