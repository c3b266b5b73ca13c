// Where a play-off game sits in its series: what the site's one address of a play-off game is made of.

/** A play-off game's round slug ("final"), its series' slug and its number in the series (1, 2, …). */
export type PlayoffSeriesPlace = { round: string; duel: string; number: number }

type SeriesGame = { id: number; roundNumber: number; playoffDuelId: number | null }

type SeriesSlugs = {
  playoff_duel_id: number | null
  playoff_duel_slug: string | null
  playoff_round_slug: string | null
}

/**
 * Numbers each play-off game within its series in the order of its round numbers (game 1, 2, …): the order
 * the bracket lists a series' games in, so `…/playoff/final/<series>/games/5` is the fifth of them.
 *
 * @example
 * // ABA 2022-23 final: 22_201 … 22_205 are rounds 1 … 5 of series partizan-vs-crvena-zvezda
 * withPlayoffSeries(games, rows).find((game) => game.id === idOf('22_205'))?.playoffSeries
 * //=> { round: 'final', duel: 'partizan-vs-crvena-zvezda', number: 5 }
 */
export function withPlayoffSeries<Game extends SeriesGame>(
  games: readonly Game[],
  rows: readonly SeriesSlugs[],
): (Game & { playoffSeries: PlayoffSeriesPlace | null })[] {
  const slugsById = new Map<number, { duel: string; round: string }>()
  for (const row of rows) {
    if (row.playoff_duel_id !== null && row.playoff_duel_slug !== null && row.playoff_round_slug !== null) {
      slugsById.set(row.playoff_duel_id, { duel: row.playoff_duel_slug, round: row.playoff_round_slug })
    }
  }
  const seriesGames = new Map<number, Game[]>()
  for (const game of games) {
    if (game.playoffDuelId !== null && slugsById.has(game.playoffDuelId)) {
      seriesGames.set(game.playoffDuelId, [...(seriesGames.get(game.playoffDuelId) ?? []), game])
    }
  }
  const places = new Map<number, PlayoffSeriesPlace>()
  for (const [duelId, series] of seriesGames) {
    const slugs = slugsById.get(duelId)!
    series
      .toSorted((first, second) => first.roundNumber - second.roundNumber)
      .forEach((game, index) => places.set(game.id, { ...slugs, number: index + 1 }))
  }
  return games.map((game) => ({ ...game, playoffSeries: places.get(game.id) ?? null }))
}
