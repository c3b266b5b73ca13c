// Which round of a season a fan means when they name none: the calendar and the schedule open on it.

type RoundWithGames = { games: readonly { status: string; date: string | null }[] }

/**
 * The round a fan opens the calendar on: the first with a game still to be played (the current or the next
 * round), or the last once every game is played (a finished season ends with its final).
 *
 * @example currentRoundOf([{ games: [{ status: 'played' }] }, { games: [{ status: 'scheduled' }] }]) // the second
 */
export function currentRoundOf<Round extends RoundWithGames>(rounds: readonly Round[]): Round | undefined {
  return rounds.find((round) => round.games.some((game) => game.status === 'scheduled')) ?? rounds.at(-1)
}

/**
 * The first and the last date a round is played on (`YYYY-MM-DD`): the schedule's `from` and `to` for that
 * round. Undefined for a round without dated games.
 *
 * @example roundDateSpan({ games: [{ date: '2022-10-02' }, { date: '2022-09-30' }] }) // { from: '2022-09-30', to: '2022-10-02' }
 */
export function roundDateSpan(round: RoundWithGames): { from: string; to: string } | undefined {
  const dates = round.games.flatMap((game) => (game.date ? [game.date] : [])).sort()
  const from = dates[0]
  const to = dates.at(-1)
  return from && to ? { from, to } : undefined
}
