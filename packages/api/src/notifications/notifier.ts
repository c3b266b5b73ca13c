// Notifies the followers of a game's clubs, players or the game itself at tip-off and at the final score,
// and the followers of the clubs and players a news item names. Each step has its module: the facts a
// notification needs (game-facts.ts, news-facts.ts), who follows them (followers.ts), and the delivery that
// sends each device a topic once (delivery.ts).
import { deliver, type DeliveryOptions } from './delivery.ts'
import { followerTokens } from './followers.ts'
import { gameFacts } from './game-facts.ts'
import { phrasesIn } from './messages.ts'
import { newsFacts } from './news-facts.ts'

export type { NotifierLog, SendReport } from './delivery.ts'

export type Notifier = {
  /** Tip-off of a game (the live engine's first period start). */
  gameStarted: (gameId: number) => Promise<void>
  /** A game's final score (live `game_end`, or an import that brings a newly final game). */
  gameFinished: (gameId: number) => Promise<void>
  /** A news item, to the followers of the clubs and players it names. */
  newsPublished: (newsId: number) => Promise<void>
}

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

export function createNotifier(options: DeliveryOptions): Notifier {
  const { database } = options
  return {
    async gameStarted(gameId) {
      const game = await gameFacts(database, gameId)
      if (game === undefined) {
        return
      }
      await deliver(options, {
        topic: `game-start:${gameId}`,
        recipients: await followerTokens(database, game.clientId, game.targets),
        leagueLanguages: game.languages,
        compose: (language) => ({
          title: `${game.homeName} – ${game.awayName}`,
          body: phrasesIn(language).tipOff,
          link: game.link,
        }),
      })
    },

    async gameFinished(gameId) {
      const game = await gameFacts(database, gameId)
      if (game === undefined || game.homeScore === null || game.awayScore === null) {
        return
      }
      await deliver(options, {
        topic: `game-final:${gameId}`,
        recipients: await followerTokens(database, game.clientId, game.targets),
        leagueLanguages: game.languages,
        compose: (language) => ({
          title: `${game.homeName} ${game.homeScore}:${game.awayScore} ${game.awayName}`,
          body: phrasesIn(language).finalScore,
          link: game.link,
        }),
      })
    },

    async newsPublished(newsId) {
      const item = await newsFacts(database, newsId)
      if (item === undefined) {
        return
      }
      await deliver(options, {
        topic: `news:${newsId}`,
        recipients: await followerTokens(database, item.clientId, item.targets),
        leagueLanguages: item.languages,
        compose: (language) => ({
          title: item.title[language] || anyLanguage(item.title) || phrasesIn(language).news,
          body: item.summary[language] || anyLanguage(item.summary),
          link: `/news/${item.slug}`,
        }),
      })
    },
  }
}
