import type { IncomingMessage, ServerResponse } from 'node:http'

export type PageMicrocacheOptions = {
  lifetimeMs?: number
  maxEntries?: number
  /** Bound on all kept bodies together (64 MiB by default). */
  maxBytes?: number
  authCookieName: string
  now?: () => number
}

export type PageMicrocache = {
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  ): unknown
  clear(): void
  readonly size: number
  /** The kept bodies' bytes. */
  readonly bytes: number
  /** Requests waiting for an answer being asked of Next right now. */
  readonly waiting: number
}

export const pageMicrocacheKey: unique symbol

export function createPageMicrocache(options: PageMicrocacheOptions): PageMicrocache
