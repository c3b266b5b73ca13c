// One Server-Sent Events loop for the game and venue streams: subscribe first, then send the snapshot or
// the missed events, then the buffered and live ones, each once, with a heartbeat comment in between.
// The operator's screens directives go out as `screens` events without an id: they are not part of the
// event log, so Last-Event-ID keeps naming the last live event, and a (re)connection gets the current one.
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { LiveStreamEvent } from '../../contract/live.ts'
import type { ScreensDirective } from '../../contract/screens.ts'
import type { LiveGames } from '../../live/live-games.ts'

export type StreamStart = {
  /** The whole state to send first (a new connection), with its event id. */
  snapshot?: { id: string; data: unknown }
  /** Events the client missed (a resumed connection), oldest first. */
  missed: LiveStreamEvent[]
  /** Last sequence per game the client has, so nothing is sent twice. */
  lastSent: Map<string, number>
  /**
   * The game's screens directive, sent after the snapshot or the missed events when an operator has chosen
   * one (revision ≥ 1); a screen reads the default with its first page.
   */
  screens?: ScreensDirective
}

/** `22-6:57`: a venue stream spans games, so its ids name the game. */
export function streamEventId(event: LiveStreamEvent): string {
  return `${event.gameId}:${event.event.sequence}`
}

export function parseStreamEventId(id: string | undefined): { gameId: string; sequence: number } | null {
  const match = id === undefined ? null : /^(.+):(\d+)$/.exec(id)
  return match === null ? null : { gameId: match[1] ?? '', sequence: Number(match[2]) }
}

export function liveEventStream(
  context: Context,
  options: { liveGames: LiveGames; channel: string; heartbeatMs: number; start: () => Promise<StreamStart> },
): Response {
  const { liveGames } = options
  const response = streamSSE(context, async (stream) => {
    // Subscribe before reading, so an event stored meanwhile is buffered rather than lost.
    const buffered: LiveStreamEvent[] = []
    const bufferedScreens: ScreensDirective[] = []
    let deliver: ((event: LiveStreamEvent) => void) | undefined
    let deliverScreens: ((directive: ScreensDirective) => void) | undefined
    const unsubscribe = await liveGames.subscribe(
      options.channel,
      (event) => {
        if (deliver === undefined) {
          buffered.push(event)
        } else {
          deliver(event)
        }
      },
      (directive) => {
        if (deliverScreens === undefined) {
          bufferedScreens.push(directive)
        } else {
          deliverScreens(directive)
        }
      },
    )
    const start = await options.start()
    let writing = Promise.resolve()
    // Newest revision sent per game: a directive read at start and the same one heard on the bus go out once.
    const screensRevision = new Map<string, number>()
    const sendScreens = (directive: ScreensDirective) => {
      if (directive.revision <= (screensRevision.get(directive.gameId) ?? -1)) {
        return
      }
      screensRevision.set(directive.gameId, directive.revision)
      writing = writing.then(() => stream.writeSSE({ event: 'screens', data: JSON.stringify(directive) }))
    }
    const send = (event: LiveStreamEvent) => {
      // Sequence 1 again means the log started over (a replay run again): the screen starts over with it.
      if (event.event.sequence === 1) {
        start.lastSent.set(event.gameId, 0)
      }
      if (event.event.sequence <= (start.lastSent.get(event.gameId) ?? 0)) {
        return
      }
      start.lastSent.set(event.gameId, event.event.sequence)
      writing = writing.then(() =>
        stream.writeSSE({ event: 'live', id: streamEventId(event), data: JSON.stringify(event) }),
      )
    }
    if (start.snapshot !== undefined) {
      await stream.writeSSE({ event: 'snapshot', id: start.snapshot.id, data: JSON.stringify(start.snapshot.data) })
    }
    for (const event of [...start.missed, ...buffered]) {
      send(event)
    }
    deliver = send
    const chosen = start.screens !== undefined && start.screens.revision > 0 ? [start.screens] : []
    for (const directive of [...chosen, ...bufferedScreens]) {
      sendScreens(directive)
    }
    deliverScreens = sendScreens
    const heartbeat = setInterval(() => {
      writing = writing.then(() => stream.write(`: heartbeat ${liveGames.now()}\n\n`).then(() => undefined))
    }, options.heartbeatMs)
    await new Promise<void>((resolve) => {
      stream.onAbort(() => resolve())
    })
    clearInterval(heartbeat)
    await unsubscribe()
  })
  // streamSSE sets `no-cache`; a stream must never be buffered for an ETag, cached or compressed whole. Set
  // on both: Hono copies the context's headers over the response's when it stores the response.
  context.header('Cache-Control', 'no-store, no-transform')
  context.header('X-Accel-Buffering', 'no')
  response.headers.set('Cache-Control', 'no-store, no-transform')
  return response
}
