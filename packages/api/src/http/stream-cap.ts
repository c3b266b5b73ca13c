// A cap on the event streams one address holds open at once (`LIVE_STREAMS_PER_ADDRESS`, 20 by default):
// each stream is a subscription and a socket for as long as it lasts, so one address opening thousands
// would cost every other reader. Counted in this instance only: an open stream belongs to one instance, and
// a shared count would outlive an instance that crashed. A stream's place is given back when its response
// closes (the reader went, or the stream ended), which only a real server reports; without one (tests
// through app.request) nothing is counted.
import type { MiddlewareHandler } from 'hono'
import type { ServerResponse } from 'node:http'
import type { AddressOf } from './client-address.ts'
import { ApiError } from './errors.ts'

export const defaultStreamsPerAddress = 20

export type StreamCap = {
  middleware: MiddlewareHandler
  /** Streams open per address now (for tests and the bench). */
  openStreams: () => ReadonlyMap<string, number>
}

function serverResponseOf(environment: unknown): ServerResponse | undefined {
  if (typeof environment === 'object' && environment !== null && 'outgoing' in environment) {
    return environment.outgoing as ServerResponse
  }
  return undefined
}

export function createStreamCap(options: { perAddress: number; addressOf: AddressOf }): StreamCap {
  const open = new Map<string, number>()
  const release = (address: string) => {
    const count = (open.get(address) ?? 1) - 1
    if (count <= 0) {
      open.delete(address)
    } else {
      open.set(address, count)
    }
  }
  const middleware: MiddlewareHandler = async (context, next) => {
    const response = serverResponseOf(context.env)
    if (context.req.method !== 'GET' || response === undefined) {
      await next()
      return
    }
    const address = options.addressOf(context)
    const count = open.get(address) ?? 0
    if (count >= options.perAddress) {
      throw new ApiError(
        429,
        'too_many_streams',
        `Your address already follows ${count} live streams; close a page or tab that follows a game and try again`,
        undefined,
        { 'Retry-After': '10' },
      )
    }
    open.set(address, count + 1)
    let released = false
    const releaseOnce = () => {
      if (!released) {
        released = true
        release(address)
      }
    }
    response.once('close', releaseOnce)
    try {
      await next()
    } catch (error) {
      releaseOnce()
      throw error
    }
  }
  return { middleware, openStreams: () => open }
}
