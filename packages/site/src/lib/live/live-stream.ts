// The site's one client of the API's Server-Sent Events (through its same-origin doors under /api/live…):
// the fans' scoreboard and game centre, the score cards, the venue screens and the operator console all
// follow a stream with it. It resumes from the last event id after every failure (no gap, no duplicate),
// waits longer after each failed attempt, and while the browser is offline it does not try at all.
import type { LiveGameStateResponse, LiveStreamEvent } from '@league/api/contract/live'
import type { ScreensDirective } from '@league/api/contract/screens'
import { reconnectDelayMs, resumeUrl } from './reconnect'

/** `reconnecting` also while offline: the screen shows the same notice and the clocks keep running. */
export type LiveConnection = 'open' | 'reconnecting' | 'closed'

/**
 * What a stream delivers; each handler is optional. The data is the API's contract for each event name; a
 * game's stream starts with a LiveGameState `snapshot`, the scores stream with LiveScores.
 */
export type LiveStreamHandlers<Snapshot = LiveGameStateResponse> = {
  snapshot?: (snapshot: Snapshot) => void
  live?: (event: LiveStreamEvent) => void
  screens?: (directive: ScreensDirective) => void
  connection?: (connection: LiveConnection) => void
}

export type LiveStreamControls = {
  /** Stop following (the game has ended, the page has gone). */
  close: () => void
  /** Open the stream again without a resume point, for a fresh snapshot (a gap, or a venue's next game). */
  restart: () => void
}

/** The part of an EventSource this client uses; tests give a fake. */
export type StreamSource = {
  addEventListener: (type: string, listener: (message: MessageEvent<string>) => void) => void
  close: () => void
}

/** The part of `window` that says whether the browser is online and when that changes. */
export type OnlineStatus = {
  isOnline: () => boolean
  addEventListener: (type: 'online' | 'offline', listener: () => void) => void
  removeEventListener: (type: 'online' | 'offline', listener: () => void) => void
}

export type LiveStreamEnvironment = {
  createSource?: (url: string) => StreamSource
  onlineStatus?: OnlineStatus | undefined
  /** Spread of the reconnect delays (see reconnect.ts); tests pin it. */
  random?: () => number
}

function browserOnlineStatus(): OnlineStatus | undefined {
  if (typeof window === 'undefined') {
    return undefined
  }
  return {
    isOnline: () => window.navigator.onLine,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  }
}

/**
 * Follows `path` until `close`. Handlers may be a function of the controls (to close or restart from an
 * event), called afresh for each event so a caller can hand in its newest handlers.
 */
export function openLiveStream<Snapshot = LiveGameStateResponse>(
  path: string,
  handlers: LiveStreamHandlers<Snapshot> | ((controls: LiveStreamControls) => LiveStreamHandlers<Snapshot>),
  environment: LiveStreamEnvironment = {},
): LiveStreamControls {
  const createSource = environment.createSource ?? ((url: string) => new EventSource(url))
  const onlineStatus = 'onlineStatus' in environment ? environment.onlineStatus : browserOnlineStatus()
  const random = environment.random ?? Math.random
  let source: StreamSource | undefined
  let lastEventId: string | null = null
  let attempt = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let connection: LiveConnection | undefined

  const current = () => (typeof handlers === 'function' ? handlers(controls) : handlers)
  const report = (next: LiveConnection) => {
    if (next !== connection) {
      connection = next
      current().connection?.(next)
    }
  }
  const drop = () => {
    clearTimeout(retryTimer)
    retryTimer = undefined
    source?.close()
    source = undefined
  }

  function open(): void {
    drop()
    if (stopped) {
      return
    }
    if (onlineStatus !== undefined && !onlineStatus.isOnline()) {
      // The `online` event opens it again; attempts now would only fail and lengthen the backoff.
      report('reconnecting')
      return
    }
    const opened = createSource(resumeUrl(path, lastEventId))
    source = opened
    const listen = <Data>(name: string, deliver: (data: Data) => void, resumable: boolean) => {
      opened.addEventListener(name, (message) => {
        if (source !== opened) {
          return
        }
        if (resumable && message.lastEventId) {
          lastEventId = message.lastEventId
        }
        deliver(JSON.parse(message.data) as Data)
      })
    }
    opened.addEventListener('open', () => {
      if (source === opened) {
        attempt = 0
        report('open')
      }
    })
    listen<Snapshot>('snapshot', (snapshot) => current().snapshot?.(snapshot), true)
    listen<LiveStreamEvent>('live', (event) => current().live?.(event), true)
    listen<ScreensDirective>('screens', (directive) => current().screens?.(directive), false)
    opened.addEventListener('error', () => {
      // Our own backoff instead of the browser's fixed retry, which also gives up after an HTTP error.
      opened.close()
      if (stopped || source !== opened) {
        return
      }
      source = undefined
      report('reconnecting')
      attempt += 1
      retryTimer = setTimeout(open, reconnectDelayMs(attempt, random))
    })
  }

  const wentOffline = () => {
    if (!stopped) {
      drop()
      report('reconnecting')
    }
  }
  const cameOnline = () => {
    attempt = 0
    open()
  }

  const controls: LiveStreamControls = {
    close() {
      stopped = true
      drop()
      onlineStatus?.removeEventListener('offline', wentOffline)
      onlineStatus?.removeEventListener('online', cameOnline)
      report('closed')
    },
    restart() {
      lastEventId = null
      attempt = 0
      open()
    },
  }

  onlineStatus?.addEventListener('offline', wentOffline)
  onlineStatus?.addEventListener('online', cameOnline)
  open()
  return controls
}

export type FollowGameHandlers = {
  /** The whole state, on connect (the API sends it first). */
  onSnapshot?: (state: LiveGameStateResponse) => void
  /** One stored event with the scoreboard right after it. */
  onEvent?: (event: LiveStreamEvent) => void
  onConnection?: (connection: LiveConnection) => void
}

/** Follows a game's stream (the operator console) until the returned function is called. */
export function followLiveGame(
  gameId: string,
  handlers: FollowGameHandlers,
  environment?: LiveStreamEnvironment,
): () => void {
  const controls = openLiveStream(
    `/api/live/${encodeURIComponent(gameId)}`,
    {
      ...(handlers.onSnapshot === undefined ? {} : { snapshot: handlers.onSnapshot }),
      ...(handlers.onEvent === undefined ? {} : { live: handlers.onEvent }),
      ...(handlers.onConnection === undefined ? {} : { connection: handlers.onConnection }),
    },
    environment,
  )
  return controls.close
}
