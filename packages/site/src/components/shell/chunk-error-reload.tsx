'use client'

import { useEffect } from 'react'
import {
  chunkReloadStorageKey,
  isChunkLoadError,
  lastChunkReloadAt,
  shouldReloadForChunkError,
} from '@/lib/browser/chunk-reload'

/** Reloads the page when a chunk of an older build fails to load, at most once per 10 s per path. */
export function ChunkErrorReload() {
  useEffect(() => {
    function handle(error: unknown) {
      if (!isChunkLoadError(error)) {
        return
      }
      const path = location.pathname
      const now = Date.now()
      if (shouldReloadForChunkError({ now, lastReloadAt: lastChunkReloadAt(sessionStorage, path) })) {
        sessionStorage.setItem(chunkReloadStorageKey + path, String(now))
        location.reload()
      }
    }
    const onError = (event: ErrorEvent) => handle(event.error)
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
