'use client'

import { sessionTabStore } from '@league/ui/components/tabs/choose-tab'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import { routeTabTarget, tabOfHref, type RouteTabLink } from '@/lib/paths/route-tab-choice'

/**
 * The specification's tab rule for a bar of route tabs, which the server cannot apply because it sees neither the
 * fragment nor the visitor's last choice: on arrival (and when the fragment changes) a fragment naming a tab, or at
 * the bare path a choice remembered within five minutes, replaces the address with that tab's route. A tab the
 * visitor clicks is remembered under `memoryKey` (one per kind of page, so the next game opens on it).
 */
export function RouteTabMemory({
  tabs,
  activeId,
  atBarePath,
  memoryKey,
  children,
}: {
  tabs: readonly RouteTabLink[]
  activeId: string
  atBarePath: boolean
  memoryKey: string
  children: ReactNode
}) {
  const router = useRouter()
  // True once the rule has looked at the address and kept this page: a hook for tests that must know the rule
  // ran (it runs after hydration) before they can say it did not move the page.
  const [settled, setSettled] = useState(false)
  const storeKey = `tabs:${memoryKey}`
  const signature = tabs.map((tab) => `${tab.id}=${tab.href}`).join('|')

  useEffect(() => {
    // On arrival the whole rule; on a later fragment change only a fragment naming a tab counts, so an in-page
    // link (the skip link's #content, a quarter's #period-2) never sends the visitor to a remembered tab.
    function follow(withRemembered: boolean) {
      const target = routeTabTarget({
        tabs,
        activeId,
        atBarePath,
        fragment: window.location.hash,
        cached: withRemembered ? sessionTabStore.read(storeKey) : null,
        now: Date.now(),
      })
      setSettled(target === undefined)
      if (target !== undefined) {
        router.replace(target, { scroll: false })
      }
    }
    const onHashChange = () => follow(false)
    follow(true)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
    // The tabs are compared by their signature: the server sends a new array with every render.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, activeId, atBarePath, storeKey, router])

  function remember(event: MouseEvent<HTMLDivElement>) {
    const link = event.target instanceof Element ? event.target.closest('a[data-slot="tab-link"]') : null
    const id = link ? tabOfHref(tabs, link.getAttribute('href') ?? '') : undefined
    if (id !== undefined) {
      sessionTabStore.write(storeKey, { id, savedAt: Date.now() })
    }
  }

  return (
    <div data-slot="route-tab-memory" data-settled={settled} onClickCapture={remember}>
      {children}
    </div>
  )
}
