// One Server-Sent Events loop for the game and venue streams: subscribe first, then send the snapshot or
// the missed events, then the buffered and live ones, each once, with a heartbeat comment when idle.
// Each stream's start goes out through its Response's ReadableStream, so the app's middleware sets its
// headers as for any answer; once the start is written, a stream served by Node writes its live messages
// straight to the connection's socket, each message already framed as an HTTP chunk. Ten thousand followers
// of a game cost, per event, one serialisation and ten thousand writes of the same bytes: the ReadableStream's
// read → promise → write relay per follower took more than the writes themselves, and the Node response's own
// chunked write (size line, body and CRLF corked into one writev on the next tick) cost three times a single
// write of the framed bytes (23–30 µs against 9 µs for each of 10,000 sockets, one of these machines), and
// `pnpm bench:subscribers` went from 37 to 27 µs of the API's CPU per delivery with the framed writes.
// Heartbeats come from one timer for all streams (stream-heartbeats.ts), not one per stream.
// A subscriber that stops reading (a frozen tab, a dead network) would make its stream's queue grow with
// every event: past `maxQueuedBytes` unsent, the stream is dropped. Its client reconnects with Last-Event-ID
// and gets the events it missed from the log, so dropping loses nothing.
// The operator's screens directives go out as `screens` events without an id: they are not part of the
// event log, so Last-Event-ID keeps naming the last live event, and a (re)connection gets the current one.
import { ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Context } from 'hono'
import { logger } from '../../http/log.ts'
import { describeError } from '../../http/describe-error.ts'
import type { LiveStreamEvent } from '../../contract/live.ts'
import type { ScreensDirective } from '../../contract/screens.ts'
import type { LiveGames } from '../../live/live-games.ts'
import { streamEventId } from '../../live/stream-resume.ts'
import { joinHeartbeat } from './stream-heartbeats.ts'

export type StreamStart = {
  /** The whole state to send first (a new connection) as JSON, with its event id. */
  snapshot?: { id: string; json: string }
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

// The routes read a Last-Event-ID through this module, the stream's; ids are made beside the resume query.
export { parseStreamEventId } from '../../live/stream-resume.ts'

const encoder = new TextEncoder()

/** Unsent bytes a stream may hold before it is dropped: hundreds of events, far more than a reader lags. */
export const defaultMaxQueuedBytes = 1024 * 1024

// Every stream of a game hears the same event object from the bus (see live/live-games.ts): its `live`
// message is serialised and encoded once, and a thousand streams write the same bytes.
const liveMessages = new WeakMap<LiveStreamEvent, Uint8Array>()
const liveChunks = new WeakMap<Uint8Array, Uint8Array>()

/** One SSE message; `json` has no line break (JSON.stringify makes none), so it is a single `data:` line. */
function sseMessage(message: { event: string; id?: string; json: string }): Uint8Array {
  const id = message.id === undefined ? '' : `id: ${message.id}\n`
  return encoder.encode(`event: ${message.event}\n${id}data: ${message.json}\n\n`)
}

/** The message as one HTTP/1.1 chunk: its size in hex, CRLF, the bytes, CRLF (RFC 9112 §7.1). */
function httpChunk(message: Uint8Array): Uint8Array {
  const head = encoder.encode(`${message.byteLength.toString(16)}\r\n`)
  const chunk = new Uint8Array(head.byteLength + message.byteLength + 2)
  chunk.set(head)
  chunk.set(message, head.byteLength)
  chunk.set([13, 10], head.byteLength + message.byteLength)
  return chunk
}

/** The chunk of a message every stream shares (a live event's), framed once for all of them. */
function sharedHttpChunk(message: Uint8Array): Uint8Array {
  let chunk = liveChunks.get(message)
  if (chunk === undefined) {
    chunk = httpChunk(message)
    liveChunks.set(message, chunk)
  }
  return chunk
}

function liveMessage(event: LiveStreamEvent): Uint8Array {
  let message = liveMessages.get(event)
  if (message === undefined) {
    message = sseMessage({ event: 'live', id: streamEventId(event), json: JSON.stringify(event) })
    liveMessages.set(event, message)
  }
  return message
}

type StreamOptions = {
  liveGames: Pick<LiveGames, 'subscribe' | 'now'>
  channel: string
  heartbeatMs: number
  start: () => Promise<StreamStart>
  maxQueuedBytes?: number
}

/**
 * The connection a stream writes to once its start is out: its socket, and whether the response is chunked
 * (HTTP/1.1), so each message goes as a chunk, or not (HTTP/1.0: the body runs until the connection closes).
 */
type DirectConnection = { socket: Socket; chunked: boolean }

/**
 * Whether the stream still sends, and how it stops (the client went, the start failed, it stopped reading);
 * `direct` is the connection its messages go to once its start has been written, if it is served by Node.
 */
type Lifecycle = {
  closed: boolean
  stop: () => void
  started: boolean
  nodeResponse: ServerResponse | undefined
  direct: DirectConnection | undefined
}

/**
 * The stream's bus subscription, made before anything is read so an event stored meanwhile is held rather
 * than lost; each `follow…` hands on what was held, then every later message as it comes.
 */
async function subscribeHolding(liveGames: StreamOptions['liveGames'], channel: string) {
  const heldEvents: LiveStreamEvent[] = []
  const heldScreens: ScreensDirective[] = []
  let deliver: ((event: LiveStreamEvent) => void) | undefined
  let deliverScreens: ((directive: ScreensDirective) => void) | undefined
  const unsubscribe = await liveGames.subscribe(
    channel,
    (event) => {
      if (deliver === undefined) {
        heldEvents.push(event)
      } else {
        deliver(event)
      }
    },
    (directive) => {
      if (deliverScreens === undefined) {
        heldScreens.push(directive)
      } else {
        deliverScreens(directive)
      }
    },
  )
  return {
    unsubscribe,
    followEvents(send: (event: LiveStreamEvent) => void) {
      heldEvents.splice(0).forEach(send)
      deliver = send
    },
    followScreens(send: (directive: ScreensDirective) => void) {
      heldScreens.splice(0).forEach(send)
      deliverScreens = send
    },
  }
}

/** Sends the start (snapshot or missed events), then the held and live events and directives, each once. */
function sendFromStart(
  start: StreamStart,
  subscription: Awaited<ReturnType<typeof subscribeHolding>>,
  send: (bytes: Uint8Array) => void,
): void {
  // Newest revision sent per game: a directive read at start and the same one heard on the bus go out once.
  const screensRevision = new Map<string, number>()
  const sendScreens = (directive: ScreensDirective) => {
    if (directive.revision <= (screensRevision.get(directive.gameId) ?? -1)) {
      return
    }
    screensRevision.set(directive.gameId, directive.revision)
    send(sseMessage({ event: 'screens', json: JSON.stringify(directive) }))
  }
  const sendLive = (event: LiveStreamEvent) => {
    // Sequence 1 again means the log started over (a replay run again): the screen starts over with it.
    if (event.event.sequence === 1) {
      start.lastSent.set(event.gameId, 0)
    }
    if (event.event.sequence <= (start.lastSent.get(event.gameId) ?? 0)) {
      return
    }
    start.lastSent.set(event.gameId, event.event.sequence)
    send(liveMessage(event))
  }
  if (start.snapshot !== undefined) {
    send(sseMessage({ event: 'snapshot', id: start.snapshot.id, json: start.snapshot.json }))
  }
  start.missed.forEach(sendLive)
  subscription.followEvents(sendLive)
  if (start.screens !== undefined && start.screens.revision > 0) {
    sendScreens(start.screens)
  }
  subscription.followScreens(sendScreens)
}

/** Unsent bytes of the stream: in its ReadableStream's queue, then in its Node response's buffer. */
function unsentBytes(controller: ReadableStreamDefaultController<Uint8Array>, lifecycle: Lifecycle): number {
  if (lifecycle.direct !== undefined) {
    return lifecycle.direct.socket.writableLength
  }
  // desiredSize is the high-water mark (0) minus the bytes queued and not yet taken by the socket.
  return -(controller.desiredSize ?? 0)
}

/** Runs one stream from subscription to its start; the shared heartbeat keeps it alive while idle. */
async function runStream(
  controller: ReadableStreamDefaultController<Uint8Array>,
  options: StreamOptions,
  lifecycle: Lifecycle,
): Promise<void> {
  const maxQueuedBytes = options.maxQueuedBytes ?? defaultMaxQueuedBytes
  const heartbeatTarget = { sentSinceBeat: false, sendHeartbeat: () => {} }
  const send = (bytes: Uint8Array) => {
    if (lifecycle.closed) {
      return
    }
    heartbeatTarget.sentSinceBeat = true
    const direct = lifecycle.direct
    if (direct === undefined) {
      controller.enqueue(bytes)
    } else {
      direct.socket.write(direct.chunked ? sharedHttpChunk(bytes) : bytes)
    }
    if (unsentBytes(controller, lifecycle) > maxQueuedBytes) {
      logger.warn('live stream: dropped a subscriber that stopped reading', { channel: options.channel })
      lifecycle.stop()
      controller.error(new Error('the subscriber stopped reading'))
    }
  }
  heartbeatTarget.sendHeartbeat = () => send(encoder.encode(`: heartbeat ${options.liveGames.now()}\n\n`))
  const subscription = await subscribeHolding(options.liveGames, options.channel)
  let leaveHeartbeat: (() => void) | undefined
  lifecycle.stop = () => {
    lifecycle.closed = true
    leaveHeartbeat?.()
    subscription
      .unsubscribe()
      .catch((error: unknown) => logger.warn('live stream: could not unsubscribe', { error: describeError(error) }))
  }
  if (lifecycle.closed) {
    lifecycle.stop()
    return
  }
  let start: StreamStart
  try {
    start = await options.start()
  } catch (error) {
    logger.warn('live stream: could not start', { channel: options.channel, error: describeError(error) })
    lifecycle.stop()
    controller.close()
    return
  }
  sendFromStart(start, subscription, send)
  lifecycle.started = true
  leaveHeartbeat = joinHeartbeat(options.heartbeatMs, heartbeatTarget)
}

/**
 * Whether the Node response has sent its head and carries the stream's bytes unchanged: a body encoded on
 * the way (a middleware compressing it, though `no-transform` asks none to) must keep every message in the
 * ReadableStream.
 */
function sendsOurBytesAsTheyAre(response: ServerResponse | undefined): response is ServerResponse {
  return response !== undefined && response.headersSent && response.getHeader('content-encoding') === undefined
}

/**
 * The socket of a Node response whose head is out, and whether its body is chunked. The response's own writes
 * and ours go through the same socket queue, so what it holds still goes first.
 */
function directConnectionOf(response: ServerResponse): DirectConnection | undefined {
  const socket = response.socket
  return socket === null || socket.destroyed ? undefined : { socket, chunked: response.chunkedEncoding }
}

/**
 * The Node response behind the request when @hono/node-server serves it (its bindings are the context's env);
 * none under `app.request()` or another runtime, where every message goes through the ReadableStream.
 */
function nodeResponseOf(context: Context): ServerResponse | undefined {
  const outgoing: unknown = (context.env as { outgoing?: unknown } | undefined)?.outgoing
  return outgoing instanceof ServerResponse ? outgoing : undefined
}

export function liveEventStream(context: Context, options: StreamOptions): Response {
  // Closed once the client has gone (the server cancels the body) or the start failed: nothing more is sent.
  const lifecycle: Lifecycle = {
    closed: false,
    stop: () => {
      lifecycle.closed = true
    },
    started: false,
    nodeResponse: nodeResponseOf(context),
    direct: undefined,
  }
  const body = new ReadableStream<Uint8Array>(
    {
      start: (controller) => runStream(controller, options, lifecycle),
      // Asked for more once everything enqueued has been taken, that is written to the Node response: from
      // then on, once the start is out, messages go to that response in the same order, without the relay.
      pull() {
        if (lifecycle.started && lifecycle.direct === undefined && sendsOurBytesAsTheyAre(lifecycle.nodeResponse)) {
          lifecycle.direct = directConnectionOf(lifecycle.nodeResponse)
        }
      },
      cancel() {
        lifecycle.stop()
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  )
  // A stream must never be buffered for an ETag, cached or compressed whole; chunked, so the server sends
  // each message as it comes. Set on the context: Hono copies its headers over the response's.
  context.header('Content-Type', 'text/event-stream')
  context.header('Cache-Control', 'no-store, no-transform')
  context.header('Connection', 'keep-alive')
  context.header('Transfer-Encoding', 'chunked')
  context.header('X-Accel-Buffering', 'no')
  return context.newResponse(body)
}
