// Every public read of /v2/website by its OpenAPI path, with the schema of its answer: the typed client of the
// site (`loadPublic('/v2/website/games/{game}/box-score', { game })`) takes its answer types from here, and
// test/platform/contract.test.ts checks that each route really answers with this schema.
import type { z } from '@hono/zod-openapi'
import { ClubGamesSchema, ClubPlayersSchema, ClubSchema, ClubsSchema, SeasonClubSchema } from './clubs.ts'
import {
  BoxScoreSchema,
  GameFlowSchema,
  GameHeaderSchema,
  GameTeamStatsSchema,
  HeadToHeadSchema,
  MatchReportSchema,
  PlayByPlaySchema,
  ShotsSchema,
} from './games.ts'
import { FantasyCatalogueSchema, FantasyOverviewSchema, FantasyPlayerSchema } from './fantasy-catalogue.ts'
import { LiveLeaderboardSchema } from './fantasy-live.ts'
import { FantasyGamePointsSchema, FantasyRankingSchema, FantasyRoundFactsSchema } from './fantasy-results.ts'
import {
  HistoryBestPlayersSchema,
  HistoryGameRecordsSchema,
  HistoryLeadersSchema,
  HistoryPerGameSchema,
} from './history.ts'
import {
  BestPlayersSchema,
  CalendarSchema,
  GameRecordsSchema,
  LeadersSchema,
  LeagueGamesSchema,
  LeagueOverviewSchema,
  PlayerStatsSchema,
} from './leagues.ts'
import { NewsArticleSchema, NewsListSchema } from './news.ts'
import { ClientConfigSchema, CurrentSeasonLeaguesSchema } from './platform.ts'
import { PlayerGamesSchema, PlayerSchema } from './players.ts'
import { PlayoffBracketSchema, PlayoffDuelSchema } from './playoffs.ts'
import { GameVideoSchema, PhotosSchema } from './references.ts'
import { DocumentsSchema, ScheduleSchema } from './schedule.ts'
import { SearchResultsSchema } from './search.ts'
import { SeasonSchema, SeasonsSchema } from './seasons.ts'
import { StandingsSchema } from './standings.ts'
import { TeamGamesSchema, TeamOverviewSchema, TeamRosterSchema, TeamTableSchema } from './teams.ts'
import { VenueDetailSchema, VenueListSchema } from './venues.ts'

const league = '/v2/website/seasons/{season}/leagues/{league}'
const team = `${league}/teams/{team}`

export const publicReads = {
  '/v2/website/config': ClientConfigSchema,
  '/v2/website/current-season-leagues': CurrentSeasonLeaguesSchema,
  '/v2/website/seasons': SeasonsSchema,
  '/v2/website/seasons/{season}': SeasonSchema,
  [league]: LeagueOverviewSchema,
  [`${league}/standings`]: StandingsSchema,
  [`${league}/leaders`]: LeadersSchema,
  [`${league}/best-players`]: BestPlayersSchema,
  [`${league}/game-records`]: GameRecordsSchema,
  [`${league}/player-stats`]: PlayerStatsSchema,
  [`${league}/calendar`]: CalendarSchema,
  [`${league}/games`]: LeagueGamesSchema,
  [`${league}/playoff`]: PlayoffBracketSchema,
  [`${league}/playoff/{playoffRound}/{duel}`]: PlayoffDuelSchema,
  [`${league}/fantasy`]: FantasyOverviewSchema,
  [`${league}/fantasy/players`]: FantasyCatalogueSchema,
  [`${league}/fantasy/players/{player}`]: FantasyPlayerSchema,
  [`${league}/fantasy/ranking`]: FantasyRankingSchema,
  [`${league}/fantasy/rounds/{round}`]: FantasyRoundFactsSchema,
  [`${league}/fantasy/rounds/{round}/live`]: LiveLeaderboardSchema,
  [team]: TeamOverviewSchema,
  [`${team}/roster`]: TeamRosterSchema,
  [`${team}/games`]: TeamGamesSchema,
  [`${team}/table`]: TeamTableSchema,
  '/v2/website/games/{game}': GameHeaderSchema,
  '/v2/website/games/{game}/team-stats': GameTeamStatsSchema,
  '/v2/website/games/{game}/box-score': BoxScoreSchema,
  '/v2/website/games/{game}/play-by-play': PlayByPlaySchema,
  '/v2/website/games/{game}/shots': ShotsSchema,
  '/v2/website/games/{game}/head-to-head': HeadToHeadSchema,
  '/v2/website/games/{game}/flow': GameFlowSchema,
  '/v2/website/games/{game}/report': MatchReportSchema,
  '/v2/website/games/{game}/photos': PhotosSchema,
  '/v2/website/games/{game}/video': GameVideoSchema,
  '/v2/website/games/{game}/fantasy': FantasyGamePointsSchema,
  '/v2/website/clubs': ClubsSchema,
  '/v2/website/clubs/{club}': ClubSchema,
  '/v2/website/clubs/{club}/games': ClubGamesSchema,
  '/v2/website/clubs/{club}/players': ClubPlayersSchema,
  '/v2/website/clubs/{club}/photos': PhotosSchema,
  '/v2/website/seasons/{season}/clubs/{club}': SeasonClubSchema,
  '/v2/website/seasons/{season}/clubs/{club}/games': ClubGamesSchema,
  '/v2/website/seasons/{season}/clubs/{club}/players': ClubPlayersSchema,
  '/v2/website/seasons/{season}/clubs/{club}/photos': PhotosSchema,
  '/v2/website/players/{player}': PlayerSchema,
  '/v2/website/players/{player}/games': PlayerGamesSchema,
  '/v2/website/players/{player}/photos': PhotosSchema,
  '/v2/website/news': NewsListSchema,
  '/v2/website/news/{news}': NewsArticleSchema,
  '/v2/website/news/{news}/photos': PhotosSchema,
  '/v2/website/search': SearchResultsSchema,
  '/v2/website/schedule': ScheduleSchema,
  '/v2/website/documents': DocumentsSchema,
  '/v2/website/history/best-players': HistoryBestPlayersSchema,
  '/v2/website/history/leaders': HistoryLeadersSchema,
  '/v2/website/history/game-records': HistoryGameRecordsSchema,
  '/v2/website/history/per-game': HistoryPerGameSchema,
  '/v2/website/venues': VenueListSchema,
  '/v2/website/venues/{venue}': VenueDetailSchema,
} as const

/** A public read's path as OpenAPI writes it (`/v2/website/games/{game}`). */
export type PublicReadPath = keyof typeof publicReads

/** The answer of a public read. */
export type PublicRead<Path extends PublicReadPath> = z.infer<(typeof publicReads)[Path]>

/** The path parameters a read's path names: `{ game: string }` for `/v2/website/games/{game}/flow`. */
export type PathParameters<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [Key in Name]: string } & PathParameters<Rest>
  : unknown

/**
 * Public reads that answer a file rather than JSON, by path, with their media types: the site links them
 * (its own routes fetch them), and test/platform/openapi.test.ts counts them among the public GETs. A photo
 * copy is one of three image types (each copy keeps its own).
 */
export const publicFiles = {
  '/v2/website/clubs/{club}/crest': ['image/png'],
  '/v2/website/players/{player}/headshot': ['image/webp'],
  '/v2/website/images/{fileId}': ['image/avif', 'image/webp', 'image/jpeg'],
  '/v2/website/documents/files/{fileId}': ['application/pdf'],
  '/v2/website/seasons/{season}/leagues/{league}/calendar.ics': ['text/calendar'],
  '/v2/website/seasons/{season}/leagues/{league}/teams/{team}/calendar.ics': ['text/calendar'],
} as const satisfies Record<string, readonly string[]>

/** A public file's path as OpenAPI writes it. */
export type PublicFilePath = keyof typeof publicFiles
