'use client'

import NextLink from 'next/link'
import { type ComponentProps, useSyncExternalStore } from 'react'
import { connectionOf, mayPreload } from '@/lib/preloading'

function subscribe(onChange: () => void): () => void {
  const connection = connectionOf(navigator)
  connection?.addEventListener('change', onChange)
  return () => connection?.removeEventListener('change', onChange)
}

/** Whether this connection may preload (re-read when it changes, e.g. the visitor turns on data saving). */
export function usePreloadAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mayPreload(connectionOf(navigator)),
    () => true,
  )
}

/**
 * next/link with the site's preloading guard: visible links prefetch their page (Next's default), except
 * on `slow-2g` or with data saving on, where nothing is fetched before a click.
 */
export function PreloadingLink({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const allowed = usePreloadAllowed()
  return <NextLink {...props} prefetch={allowed ? prefetch : false} />
}
