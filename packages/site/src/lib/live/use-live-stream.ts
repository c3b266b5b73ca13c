'use client'

import { useEffect, useRef, useState } from 'react'
import type { LiveGameStateResponse } from '@league/api/contract/live'
import {
  openLiveStream,
  type LiveConnection,
  type LiveStreamControls,
  type LiveStreamEnvironment,
  type LiveStreamHandlers,
} from './live-stream'

/**
 * A component's view of the site's one stream client (`openLiveStream`): follows `path` while mounted (none
 * when `path` is null, such as a game already final) and gives the connection state to render. Handlers may
 * change between renders without reconnecting; the newest ones receive each event.
 */
export function useLiveStream<Snapshot = LiveGameStateResponse>(
  path: string | null,
  handlers: LiveStreamHandlers<Snapshot> | ((controls: LiveStreamControls) => LiveStreamHandlers<Snapshot>),
  environment?: LiveStreamEnvironment,
): LiveConnection {
  const [connection, setConnection] = useState<LiveConnection>(path === null ? 'closed' : 'open')
  const handlersRef = useRef(handlers)
  const environmentRef = useRef(environment)
  useEffect(() => {
    handlersRef.current = handlers
  })

  useEffect(() => {
    if (path === null) {
      return undefined
    }
    let active = true
    const controls = openLiveStream<Snapshot>(
      path,
      (streamControls) => {
        const current = handlersRef.current
        const chosen = typeof current === 'function' ? current(streamControls) : current
        return {
          ...chosen,
          connection: (next) => {
            // `close` on unmount reports `closed` too; a gone component is not told.
            if (active) {
              setConnection(next)
              chosen.connection?.(next)
            }
          },
        }
      },
      environmentRef.current,
    )
    return () => {
      active = false
      controls.close()
    }
  }, [path])

  return connection
}
