// What a game notification needs: the game's teams and score, the league's languages, the page it links to,
// and what its followers follow (its clubs, its players and the game itself).
import { eq, inArray, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { selectRows, type Database } from '../db/connection.ts'
import { clients } from '../db/schema/accounts.ts'
import {
  boxScoreLines,
  clubs,
  competitions,
  games,
  leagueSeasons,
  players,
  rosters,
  seasons,
  seasonTeams,
} from '../db/schema/league.ts'
import {
  gameAddressColumns,
  gameAddressJoins,
  gameAddressOf,
  siteGamePath,
  type GameAddressRow,
} from '../queries/game-site-path.ts'
import type { FollowTargets } from './followers.ts'

const homeTeams = alias(seasonTeams, 'home_team')
const awayTeams = alias(seasonTeams, 'away_team')
const homeClubs = alias(clubs, 'home_club')
const awayClubs = alias(clubs, 'away_club')

async function gameRow(database: Database, gameId: number) {
  const [game] = await database
    .select({
      slug: games.slug,
      roundNumber: games.roundNumber,
      homeName: games.homeTeamName,
      awayName: games.awayTeamName,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeClub: homeClubs.slug,
      awayClub: awayClubs.slug,
      seasonSlug: seasons.slug,
      leagueSlug: competitions.slug,
      clientId: competitions.clientId,
      languages: clients.languages,
    })
    .from(games)
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, games.leagueSeasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .innerJoin(seasons, eq(seasons.id, leagueSeasons.seasonId))
    .innerJoin(clients, eq(clients.id, competitions.clientId))
    .innerJoin(homeTeams, eq(homeTeams.id, games.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, games.awayTeamId))
    .innerJoin(homeClubs, eq(homeClubs.id, homeTeams.clubId))
    .innerJoin(awayClubs, eq(awayClubs.id, awayTeams.clubId))
    .where(eq(games.id, gameId))
    .limit(1)
  return game
}

/** The game's players: its box score when written, and the two teams' rosters. */
async function gamePlayerSlugs(
  database: Database,
  gameId: number,
  teamIds: [home: number, away: number],
): Promise<string[]> {
  const playerRows = await database
    .selectDistinct({ slug: players.slug })
    .from(players)
    .leftJoin(rosters, eq(rosters.playerId, players.id))
    .leftJoin(boxScoreLines, eq(boxScoreLines.playerId, players.id))
    .where(or(inArray(rosters.seasonTeamId, teamIds), eq(boxScoreLines.gameId, gameId)))
  return playerRows.map((row) => row.slug)
}

/**
 * The game's one address on the site (without the language): a play-off game under its series and number,
 * so a notification opens the page the site links to rather than a round address that redirects there.
 */
async function gameLink(database: Database, gameId: number): Promise<string | undefined> {
  const [address] = await selectRows<GameAddressRow>(
    database,
    sql`SELECT ${gameAddressColumns} FROM games g ${gameAddressJoins} WHERE g.id = ${gameId}`,
  )
  return address === undefined ? undefined : siteGamePath(gameAddressOf(address))
}

export async function gameFacts(database: Database, gameId: number) {
  const game = await gameRow(database, gameId)
  if (game === undefined) {
    return undefined
  }
  const targets: FollowTargets = {
    clubSlugs: [game.homeClub, game.awayClub],
    playerSlugs: await gamePlayerSlugs(database, gameId, [game.homeTeamId, game.awayTeamId]),
    gameSlugs: [game.slug],
  }
  const link = await gameLink(database, gameId)
  return link === undefined ? undefined : { ...game, targets, link }
}
