// Live games as the routes see them: post an event (log + bus), read the state, follow a game's stream.
import type { DemoClock } from '@league/client-league/demo-clock'
import { readClocks } from '@league/live/clock'
import type { LoggedEvent } from '@league/live/events'
import type { LiveGameState } from '@league/live/state'
import type { Database } from '../db/connection.ts'
import {
  LiveStreamEventSchema,
  type LiveGameStateResponse,
  type LiveScores,
  type LiveStreamEvent,
} from '../contract/live.ts'
import { ScreensDirectiveSchema, type ScreensDirective, type ScreensDirectiveRequest } from '../contract/screens.ts'
import type { LiveBus, LiveEvent } from './bus.ts'
import { silentNotifier, type Notifier } from '../notifications/notifier.ts'
import { writeFinalBoxScore } from './final-box-score.ts'
import { readScreens, writeScreens } from './screens.ts'
import { forgetSharedLiveGame } from './shared-games.ts'
import { eventsAfter, scoreboardOf, streamEventFrom, type StreamPosition } from './stream-resume.ts'
import { gameChannel, scoresChannel, venueChannel } from './bus.ts'
import {
  appendEvent,
  currentState,
  findLiveGame,
  findSharedLiveGame,
  gamesInProgress,
  type AppendRequest,
  type AppendResult,
  type LiveGame,
} from './game-log.ts'

export type LiveGamesOptions = {
  bus: LiveBus
  /** Server time in ms; tests pass a fake clock. */
  now: () => number
  /** Tells followers about tip-off and the final score; silent when push is not configured. */
  notifier?: Notifier | undefined
  /** Told when notifying fails; the scorer's event is stored whatever happens to the notifications. */
  onNotifyError?: ((error: unknown) => void) | undefined
  /** The demo clock (`npm run demo`): the games it has not reached are open to their operators. */
  demoClock?: DemoClock | undefined
}

export function stateResponse(state: LiveGameState, now: number): LiveGameStateResponse {
  return { ...state, clocks: readClocks(state, now) }
}

/** The stream event of `logged`, which led to `state`, with the clocks read at `now`. */
export function streamEventOf(game: LiveGame, state: LiveGameState, logged: LoggedEvent, now: number): LiveStreamEvent {
  return streamEventFrom({ setup: state.setup, logRun: game.logRun }, logged, scoreboardOf(state), now)
}

type ParsedMessage =
  | { kind: 'live'; event: LiveStreamEvent }
  | { kind: 'screens'; directive: ScreensDirective }
  | { kind: 'dropped' }

// A bus hands every listener of a channel in this instance the same message object, and a thousand streams
// may follow one game: the message is checked once, and the streams share the parsed event (so its
// serialisation too, see routes/live/event-stream.ts). Listeners only read it.
const parsedMessages = new WeakMap<LiveEvent, ParsedMessage>()

/** The message as a stream event or a screens directive; `dropped` for another shape (another version). */
function parseMessage(message: LiveEvent): ParsedMessage {
  let parsed = parsedMessages.get(message)
  if (parsed === undefined) {
    if (message.type === 'screens') {
      const directive = ScreensDirectiveSchema.safeParse(message.payload)
      parsed = directive.success ? { kind: 'screens', directive: directive.data } : { kind: 'dropped' }
    } else {
      const event = LiveStreamEventSchema.safeParse(message.payload)
      parsed = event.success ? { kind: 'live', event: event.data } : { kind: 'dropped' }
    }
    parsedMessages.set(message, parsed)
  }
  return parsed
}

export type LiveGames = ReturnType<typeof createLiveGames>

export function createLiveGames(options: LiveGamesOptions) {
  const { bus, now } = options
  const notifier = options.notifier ?? silentNotifier

  /** Sends in the background: the scorer's answer never waits for FCM. */
  function notifyLater(send: () => Promise<void>): void {
    send().catch((error: unknown) => options.onNotifyError?.(error))
  }

  /** On the game's channel and, when it has one, its venue's: the venue screens follow it too. */
  async function publishToGame(clientSlug: string, game: LiveGame, message: LiveEvent): Promise<void> {
    await bus.publish(gameChannel(clientSlug, game.slug), message)
    if (game.venue !== null) {
      await bus.publish(venueChannel(clientSlug, game.venue.slug), message)
    }
  }

  /** A play goes to the game's channels and to the client's scores channel (game lists); screens do not. */
  async function publish(clientSlug: string, game: LiveGame, state: LiveGameState, logged: LoggedEvent): Promise<void> {
    const at = now()
    const message: LiveEvent = {
      type: 'play',
      at: new Date(at).toISOString(),
      payload: streamEventOf(game, state, logged, at),
    }
    await publishToGame(clientSlug, game, message)
    await bus.publish(scoresChannel(clientSlug), message)
  }

  return {
    now,
    find: (database: Database, clientId: number, gameSlug: string) => findLiveGame(database, clientId, gameSlug),
    /** The game for a stream's start: read once per moment and shared by every stream starting then. */
    findForStream: (database: Database, clientId: number, gameSlug: string) =>
      findSharedLiveGame(database, clientId, gameSlug),
    state: (database: Database, game: LiveGame) => currentState(database, game),
    /**
     * The stream events after `from`, each with the scoreboard as it was right after it, read from the log
     * by sequence; null when `from` is not an event of the game's current run (start from a snapshot).
     */
    eventsAfter: (database: Database, game: LiveGame, from: StreamPosition) => eventsAfter(database, game, from, now()),

    /** The score, period and clocks of every game of the client in progress. */
    async scores(database: Database, clientId: number): Promise<LiveScores> {
      const at = now()
      const inProgress = await gamesInProgress(database, clientId)
      const states = await Promise.all(inProgress.map((game) => currentState(database, game)))
      return {
        games: states.map((state) => ({
          gameId: state.setup.gameId,
          sequence: state.sequence,
          home: { score: state.home.score },
          away: { score: state.away.score },
          clocks: readClocks(state, at),
        })),
        serverTime: at,
      }
    },

    /** Stores the event and, when it is new, publishes it to every instance's subscribers. */
    async post(database: Database, clientSlug: string, game: LiveGame, request: AppendRequest): Promise<AppendResult> {
      const result = await appendEvent(database, game, request, now, options.demoClock)
      if (result.outcome === 'stored') {
        const event = result.logged.event
        // A replay re-plays a finished game: fans heard about it when it was played.
        if (request.source === 'operator') {
          if (event.type === 'period_start' && event.period === 1) {
            notifyLater(() => notifier.gameStarted(game.id))
          }
          if (event.type === 'game_end') {
            await writeFinalBoxScore(database, game.id, result.state)
            // The game's rosters now come from its box score.
            forgetSharedLiveGame(database, game.id)
            notifyLater(() => notifier.gameFinished(game.id))
          }
        }
        await publish(clientSlug, game, result.state, result.logged)
      }
      return result
    },

    /** What the game's broadcast and tv-stats screens show (the default before any operator choice). */
    screens: (database: Database, game: LiveGame) => readScreens(database, game),

    /** Stores the operator's screens directive and sends it to the game's (and its venue's) streams. */
    async setScreens(
      database: Database,
      clientSlug: string,
      game: LiveGame,
      request: ScreensDirectiveRequest,
      authorUserId: number,
    ): Promise<ScreensDirective> {
      const directive = await writeScreens(database, game, request, authorUserId)
      await publishToGame(clientSlug, game, { type: 'screens', at: new Date(now()).toISOString(), payload: directive })
      return directive
    },

    /**
     * Listens to a game's (or a venue's) stream; `onScreens` also hears the operator's screens directives.
     * Messages of another shape (another version) are dropped.
     */
    subscribe(
      channel: string,
      listener: (event: LiveStreamEvent) => void,
      onScreens?: (directive: ScreensDirective) => void,
    ) {
      return bus.subscribe(channel, (message) => {
        const parsed = parseMessage(message)
        if (parsed.kind === 'screens') {
          onScreens?.(parsed.directive)
        } else if (parsed.kind === 'live') {
          listener(parsed.event)
        }
      })
    },
  }
}
