'use client'

import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A client component as a chunk of its own, fetched when it first renders (React.lazy in a Suspense boundary).
 * next/dynamic does the same but adds about 2 KiB of its own to the first load of every page that uses it.
 * The server renders the island into the HTML; in the browser that HTML stays while the chunk arrives.
 */
export function lazyIsland<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Island = lazy(async () => ({ default: await load() }))
  return function LazyIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    )
  }
}
