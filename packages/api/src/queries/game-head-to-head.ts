// GET /v2/website/games/{game}/head-to-head: the two clubs' meetings before a game, and the record in them.
import { headToHead } from '@league/stats/head-to-head'
import type { DemoClock } from '@league/client-league/demo-clock'
import type { HeadToHead } from '../contract/games.ts'
import type { Database } from '../db/connection.ts'
import type { GameContext } from './games.ts'
import { allSeasonBundles, type GameInfo, type SeasonBundle } from './season-data.ts'
import { gameSummary, rounded, teamOf, teamReference } from './shapes.ts'

/**
 * When a game tips off, as text that sorts in time order ("2023-06-22T20:00"). A game without a time counts
 * from the start of its day, so a meeting on the same day is never taken for an earlier one by guessing.
 */
function tipOff(game: Pick<GameInfo, 'date' | 'time'>): string | null {
  if (game.date === null) {
    return null
  }
  return `${game.date}T${game.time ?? '00:00'}`
}

/**
 * Whether `candidate` was played before `game`: by date, then by time. Game 5 of a final is not an earlier
 * meeting of itself, nor are games 6 and 7; games without a date are never "earlier".
 *
 * @example
 * playedBefore({ date: '2023-06-20', time: '19:00' }, { date: '2023-06-22', time: '20:00' }) //=> true
 */
export function playedBefore(
  candidate: Pick<GameInfo, 'date' | 'time'>,
  game: Pick<GameInfo, 'date' | 'time'>,
): boolean {
  const candidateTipOff = tipOff(candidate)
  const gameTipOff = tipOff(game)
  if (candidateTipOff === null || gameTipOff === null) {
    return false
  }
  return candidateTipOff < gameTipOff
}

function isMeeting(candidate: GameInfo, game: GameInfo): boolean {
  const pair = [candidate.homeCode, candidate.awayCode]
  return (
    pair.includes(game.homeCode) &&
    pair.includes(game.awayCode) &&
    candidate.status !== 'scheduled' &&
    candidate.slug !== game.slug &&
    playedBefore(candidate, game)
  )
}

/**
 * The meetings of the game's two clubs played before it (every season of the client, every phase), newest
 * first, and the home club's record in exactly those meetings: the page's teams seen as they meet today.
 */
export async function gameHeadToHead(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  { bundle, game }: GameContext,
): Promise<HeadToHead> {
  const bundles = await allSeasonBundles(database, demoClock, clientId)
  const meetings: { game: GameInfo; bundle: SeasonBundle }[] = []
  for (const seasonData of bundles) {
    for (const candidate of seasonData.games) {
      if (isMeeting(candidate, game)) {
        meetings.push({ game: candidate, bundle: seasonData })
      }
    }
  }
  meetings.sort((first, second) => (tipOff(second.game) ?? '').localeCompare(tipOff(first.game) ?? ''))
  const statsGames = meetings.map((meeting) =>
    meeting.bundle.statsGames.find((stats) => stats.id === meeting.game.sourceId)!,
  )
  const history = headToHead(statsGames, game.homeCode, game.awayCode)
  return {
    game: gameSummary(bundle, game),
    home: teamReference(teamOf(bundle, game.homeCode)),
    away: teamReference(teamOf(bundle, game.awayCode)),
    homeRecord: {
      won: history.won,
      lost: history.lost,
      pointsFor: history.pointsFor,
      pointsAgainst: history.pointsAgainst,
      averageMargin: rounded(history.averageMargin),
    },
    meetings: meetings.map((meeting) => gameSummary(meeting.bundle, meeting.game)),
  }
}
