'use client'

import { useEffect, useState } from 'react'
import { reconnectDelayMs, resumeUrl } from '@/lib/live/reconnect'
import type { LiveSquadMessage } from './live-points'

/** The part of an EventSource this hook uses; tests give a fake. */
export type SquadStreamSource = {
  addEventListener: (type: string, listener: (message: MessageEvent<string>) => void) => void
  close: () => void
}

const browserSource = (url: string): SquadStreamSource => new EventSource(url)

export type LiveSquadState = { message: LiveSquadMessage | undefined; connection: 'open' | 'reconnecting' | 'closed' }

/**
 * Follows a squad's live points while `path` is set (a round in play): the stream's `snapshot` first, then a
 * `points` message whenever a game of the round changes the total. A lost stream is opened again from the last
 * event id, waiting longer after each failure (lib/live/reconnect.ts), as the site's game streams do.
 */
export function useLiveSquad(
  path: string | null,
  createSource: (url: string) => SquadStreamSource = browserSource,
): LiveSquadState {
  const [message, setMessage] = useState<LiveSquadMessage | undefined>(undefined)
  const [connection, setConnection] = useState<LiveSquadState['connection']>('closed')
  useEffect(() => {
    if (path === null) {
      return undefined
    }
    let source: SquadStreamSource | undefined
    let lastEventId: string | null = null
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const open = () => {
      const opened = createSource(resumeUrl(path, lastEventId))
      source = opened
      const deliver = (event: MessageEvent<string>) => {
        lastEventId = event.lastEventId || lastEventId
        attempt = 0
        setConnection('open')
        setMessage(JSON.parse(event.data) as LiveSquadMessage)
      }
      opened.addEventListener('snapshot', deliver)
      opened.addEventListener('points', deliver)
      opened.addEventListener('error', () => {
        opened.close()
        if (stopped) {
          return
        }
        setConnection('reconnecting')
        attempt += 1
        timer = setTimeout(open, reconnectDelayMs(attempt))
      })
    }
    open()
    return () => {
      stopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [path, createSource])
  return { message, connection }
}
