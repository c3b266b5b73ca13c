// A game's one address on the site, from the database: what search results and match reports link to. The
// site builds the same path from a game summary (packages/site/src/lib/paths/links.ts, canonicalGamePath):
// a play-off game under its series and its number in it, any other game under its round.
import { sql } from 'drizzle-orm'
import type { PlayoffPlace } from '../contract/games.ts'

/** The columns {@link gameAddressOf} reads, over `games g` joined with {@link gameAddressJoins}. */
export const gameAddressColumns = sql`g.slug AS game_slug, g.round_number, s.slug AS season_slug,
  c.slug AS league_slug, pd.slug AS duel_slug, pr.slug AS playoff_round_slug,
  (SELECT count(*) FROM games sg
    WHERE sg.playoff_duel_id = g.playoff_duel_id AND sg.round_number <= g.round_number) AS series_number`

/** From `games g` to its season, league and play-off series (the series only for play-off games). */
export const gameAddressJoins = sql`JOIN league_seasons ls ON ls.id = g.league_season_id
  JOIN seasons s ON s.id = ls.season_id
  JOIN competitions c ON c.id = ls.competition_id
  LEFT JOIN playoff_duels pd ON pd.id = g.playoff_duel_id
  LEFT JOIN playoff_rounds pr ON pr.id = pd.playoff_round_id`

export type GameAddressRow = {
  game_slug: string
  round_number: number
  season_slug: string
  league_slug: string
  duel_slug: string | null
  playoff_round_slug: string | null
  /** count(*) comes back as a string from some drivers. */
  series_number: unknown
}

export type GameAddress = { slug: string; season: string; league: string; round: number; playoff: PlayoffPlace }

/** A game's number in its series counts its series' games up to its round, as the bracket numbers them. */
export function gameAddressOf(row: GameAddressRow): GameAddress {
  return {
    slug: row.game_slug,
    season: row.season_slug,
    league: row.league_slug,
    round: row.round_number,
    playoff:
      row.duel_slug === null || row.playoff_round_slug === null
        ? null
        : { round: row.playoff_round_slug, duel: row.duel_slug, number: Number(row.series_number) },
  }
}

/**
 * The site path of a game's centre, without the language.
 *
 * @example
 * siteGamePath({ slug: '22-205', season: '2022-23', league: 'aba-league', round: 5,
 *   playoff: { round: 'final', duel: 'partizan-vs-crvena-zvezda', number: 5 } })
 * //=> '/seasons/2022-23/leagues/aba-league/playoff/final/partizan-vs-crvena-zvezda/games/5'
 */
export function siteGamePath(address: GameAddress): string {
  const league = `/seasons/${address.season}/leagues/${address.league}`
  return address.playoff === null
    ? `${league}/rounds/${address.round}/games/${address.slug}`
    : `${league}/playoff/${address.playoff.round}/${address.playoff.duel}/games/${address.playoff.number}`
}
