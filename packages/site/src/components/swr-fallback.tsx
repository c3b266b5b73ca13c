'use client'

import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'

/** Seeds SWR with data the server already read, keyed by API path, so client leaves start with it. */
export function SwrFallback({ fallback, children }: { fallback: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>
}
