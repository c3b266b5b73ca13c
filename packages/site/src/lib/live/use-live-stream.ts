'use client'

import { useEffect, useRef, useState } from 'react'
import type { LiveGameStateResponse, LiveStreamEvent } from '@league/api/contract/live'
import type { ScreensDirective } from '@league/api/contract/screens'
import { reconnectDelayMs, resumeUrl } from './reconnect'

export type LiveConnection = 'open' | 'reconnecting' | 'closed'

/** What a stream delivers; each handler is optional. The data is the API's contract for each event name. */
export type LiveStreamHandlers = {
  snapshot?: (state: LiveGameStateResponse) => void
  live?: (event: LiveStreamEvent) => void
  screens?: (directive: ScreensDirective) => void
}

export type LiveStreamControls = {
  /** Stop following (the game has ended). */
  close: () => void
  /** Open the stream again without a resume point, for a fresh snapshot (a venue moved on to another game). */
  restart: () => void
}

/**
 * The one Server-Sent Events client of the site: follows `path` (a same-origin door to the API's game or venue
 * stream) and hands every `snapshot`, `live` and `screens` event to `handlers`. On any failure it closes the
 * source and opens a new one after a growing delay (1 s, 2 s, 4 s … 30 s), resuming from the last event id it
 * received, so the API sends exactly what was missed. Handlers may change between renders without reconnecting.
 */
export function useLiveStream(
  path: string,
  handlers: LiveStreamHandlers | ((controls: LiveStreamControls) => LiveStreamHandlers),
): LiveConnection {
  const [connection, setConnection] = useState<LiveConnection>('open')
  const handlersRef = useRef(handlers)
  useEffect(() => {
    handlersRef.current = handlers
  })

  useEffect(() => {
    let source: EventSource | undefined
    let lastEventId: string | null = null
    let attempt = 0
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let stopped = false

    const controls: LiveStreamControls = {
      close() {
        stopped = true
        clearTimeout(retryTimer)
        source?.close()
        setConnection('closed')
      },
      restart() {
        lastEventId = null
        source?.close()
        open()
      },
    }
    const current = () => {
      const value = handlersRef.current
      return typeof value === 'function' ? value(controls) : value
    }

    function open() {
      if (stopped) {
        return
      }
      const opened = new EventSource(resumeUrl(path, lastEventId))
      source = opened
      const remember = (message: MessageEvent<string>) => {
        if (message.lastEventId) {
          lastEventId = message.lastEventId
        }
      }
      opened.addEventListener('open', () => {
        attempt = 0
        setConnection('open')
      })
      opened.addEventListener('snapshot', (message) => {
        remember(message)
        current().snapshot?.(JSON.parse(message.data) as LiveGameStateResponse)
      })
      opened.addEventListener('live', (message) => {
        remember(message)
        current().live?.(JSON.parse(message.data) as LiveStreamEvent)
      })
      opened.addEventListener('screens', (message) => {
        current().screens?.(JSON.parse(message.data) as ScreensDirective)
      })
      opened.addEventListener('error', () => {
        // Our own backoff instead of the browser's fixed retry, which also gives up after an HTTP error.
        opened.close()
        if (stopped || source !== opened) {
          return
        }
        setConnection('reconnecting')
        attempt += 1
        retryTimer = setTimeout(open, reconnectDelayMs(attempt))
      })
    }

    open()
    return () => {
      stopped = true
      clearTimeout(retryTimer)
      source?.close()
    }
  }, [path])

  return connection
}
