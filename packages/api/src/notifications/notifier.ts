// Notifies the followers of a game's clubs, players or the game itself at tip-off and at the final score,
// and the followers of the clubs and players a news item names. Each (topic, token) pair is claimed in
// `sent_notifications` before sending, so the live engine and an import never notify a device twice; a token
// FCM reports gone is deleted, and a failed send releases its claim so a later trigger may try again.
import { and, eq, inArray, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/connection.ts'
import { clients, pushTokens, sentNotifications } from '../db/schema/accounts.ts'
import {
  boxScoreLines,
  clubs,
  competitions,
  games,
  leagueSeasons,
  news,
  players,
  rosters,
  seasons,
  seasonTeams,
} from '../db/schema/league.ts'
import type { FcmSender, PushMessage } from './fcm-sender.ts'
import { followerTokens, type FollowerToken, type FollowTargets } from './followers.ts'
import { languageFor, phrasesIn, type NotificationLanguage } from './messages.ts'

export type NotifierLog = (message: string, fields: Record<string, unknown>) => void

export type Notifier = {
  /** Tip-off of a game (the live engine's first period start). */
  gameStarted: (gameId: number) => Promise<void>
  /** A game's final score (live `game_end`, or an import that brings a newly final game). */
  gameFinished: (gameId: number) => Promise<void>
  /** A news item, to the followers of the clubs and players it names. */
  newsPublished: (newsId: number) => Promise<void>
}

export type SendReport = { sent: number; removed: number; failed: number; skipped: number }

const homeTeams = alias(seasonTeams, 'home_team')
const awayTeams = alias(seasonTeams, 'away_team')
const homeClubs = alias(clubs, 'home_club')
const awayClubs = alias(clubs, 'away_club')

/** Used when push is not configured: the triggers run and nothing is sent. */
export const silentNotifier: Notifier = {
  gameStarted: async () => {},
  gameFinished: async () => {},
  newsPublished: async () => {},
}

/** The text in any language the league wrote it in, for a user whose language it lacks. */
function anyLanguage(text: Partial<Record<string, string>>): string {
  return Object.values(text).find((value) => value !== undefined && value !== '') ?? ''
}

export function createNotifier(options: {
  database: Database
  send: FcmSender
  warn: NotifierLog
  /** Told after each topic with what happened (tests and logs). */
  onReport?: (topic: string, report: SendReport) => void
}): Notifier {
  const { database, send, warn } = options

  async function deliver(
    topic: string,
    recipients: FollowerToken[],
    leagueLanguages: readonly string[],
    compose: (language: NotificationLanguage) => PushMessage,
  ): Promise<void> {
    const report: SendReport = { sent: 0, removed: 0, failed: 0, skipped: 0 }
    for (const recipient of recipients) {
      const claimed = await database
        .insert(sentNotifications)
        .values({ topic, token: recipient.token })
        .onConflictDoNothing()
        .returning({ token: sentNotifications.token })
      if (claimed.length === 0) {
        report.skipped += 1
        continue
      }
      const result = await send(recipient.token, compose(languageFor(recipient.language, leagueLanguages)))
      if (result.outcome === 'sent') {
        report.sent += 1
        continue
      }
      await database
        .delete(sentNotifications)
        .where(and(eq(sentNotifications.topic, topic), eq(sentNotifications.token, recipient.token)))
      if (result.outcome === 'invalid_token') {
        await database.delete(pushTokens).where(eq(pushTokens.token, recipient.token))
        report.removed += 1
      } else {
        report.failed += 1
        warn('push notification not sent', { topic, reason: result.reason })
      }
    }
    options.onReport?.(topic, report)
  }

  async function gameFacts(gameId: number) {
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
    if (game === undefined) {
      return undefined
    }
    // The game's players: its box score when written, and the two teams' rosters.
    const playerRows = await database
      .selectDistinct({ slug: players.slug })
      .from(players)
      .leftJoin(rosters, eq(rosters.playerId, players.id))
      .leftJoin(boxScoreLines, eq(boxScoreLines.playerId, players.id))
      .where(or(inArray(rosters.seasonTeamId, [game.homeTeamId, game.awayTeamId]), eq(boxScoreLines.gameId, gameId)))
    const targets: FollowTargets = {
      clubSlugs: [game.homeClub, game.awayClub],
      playerSlugs: playerRows.map((row) => row.slug),
      gameSlugs: [game.slug],
    }
    const link = `/seasons/${game.seasonSlug}/leagues/${game.leagueSlug}/rounds/${game.roundNumber}/games/${game.slug}`
    return { ...game, targets, link }
  }

  return {
    async gameStarted(gameId) {
      const game = await gameFacts(gameId)
      if (game === undefined) {
        return
      }
      const recipients = await followerTokens(database, game.clientId, game.targets)
      await deliver(`game-start:${gameId}`, recipients, game.languages, (language) => ({
        title: `${game.homeName} – ${game.awayName}`,
        body: phrasesIn(language).tipOff,
        link: game.link,
      }))
    },

    async gameFinished(gameId) {
      const game = await gameFacts(gameId)
      if (game === undefined || game.homeScore === null || game.awayScore === null) {
        return
      }
      const recipients = await followerTokens(database, game.clientId, game.targets)
      await deliver(`game-final:${gameId}`, recipients, game.languages, (language) => ({
        title: `${game.homeName} ${game.homeScore}:${game.awayScore} ${game.awayName}`,
        body: phrasesIn(language).finalScore,
        link: game.link,
      }))
    },

    async newsPublished(newsId) {
      const [item] = await database
        .select({
          slug: news.slug,
          clientId: news.clientId,
          title: news.title,
          summary: news.summary,
          clubIds: news.clubIds,
          playerIds: news.playerIds,
          languages: clients.languages,
        })
        .from(news)
        .innerJoin(clients, eq(clients.id, news.clientId))
        .where(eq(news.id, newsId))
        .limit(1)
      if (item === undefined || (item.clubIds.length === 0 && item.playerIds.length === 0)) {
        return
      }
      const clubSlugs =
        item.clubIds.length === 0
          ? []
          : await database.select({ slug: clubs.slug }).from(clubs).where(inArray(clubs.id, item.clubIds))
      const playerSlugs =
        item.playerIds.length === 0
          ? []
          : await database.select({ slug: players.slug }).from(players).where(inArray(players.id, item.playerIds))
      const recipients = await followerTokens(database, item.clientId, {
        clubSlugs: clubSlugs.map((row) => row.slug),
        playerSlugs: playerSlugs.map((row) => row.slug),
        gameSlugs: [],
      })
      await deliver(`news:${newsId}`, recipients, item.languages, (language) => ({
        title: item.title[language] || anyLanguage(item.title) || phrasesIn(language).news,
        body: item.summary[language] || anyLanguage(item.summary),
        link: `/news/${item.slug}`,
      }))
    },
  }
}
