import type { IncomingMessage, ServerResponse } from 'node:http'

export type PageMicrocacheOptions = {
  lifetimeMs?: number
  maxEntries?: number
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
}

export const pageMicrocacheKey: unique symbol

export function createPageMicrocache(options: PageMicrocacheOptions): PageMicrocache
