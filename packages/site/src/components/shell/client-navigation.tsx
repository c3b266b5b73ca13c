'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { clickedPath, clientNavigationSelector, routablePath } from '@/lib/browser/client-navigation'
import { connectionOf, mayPreload } from '@/lib/browser/preloading'

// next/link's distance: a link this close to the viewport counts as visible.
const visibleMargin = '200px'

/**
 * Client navigation for every site link (components/navigation-link.tsx) from one listener: a plain click
 * opens the page through Next's router (no reload, the page transition plays), and a link that becomes
 * visible or is pointed at prefetches its page, as next/link does, except on `slow-2g` or with data saving on.
 */
export function ClientNavigation() {
  const router = useRouter()
  useEffect(() => {
    const page = () => ({ origin: location.origin, href: location.href })
    const siteLinkOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLAnchorElement>(clientNavigationSelector) : null
    // `download` reads as '' on `<a download>`: the attribute's presence is what counts.
    const factsOf = (link: HTMLAnchorElement) => ({
      href: link.href,
      target: link.target,
      download: link.hasAttribute('download'),
    })

    function prefetch(link: HTMLAnchorElement) {
      if (link.dataset.prefetch === 'false' || !mayPreload(connectionOf(navigator))) {
        return
      }
      const path = routablePath(factsOf(link), page())
      if (path !== undefined) {
        router.prefetch(path)
      }
    }

    function onClick(event: MouseEvent) {
      const link = siteLinkOf(event.target)
      const path = link ? clickedPath(event, factsOf(link), page()) : undefined
      if (link && path !== undefined) {
        event.preventDefault()
        router.push(path, { scroll: link.dataset.scroll !== 'false' })
      }
    }

    function onIntent(event: Event) {
      const link = siteLinkOf(event.target)
      if (link) {
        prefetch(link)
      }
    }

    const visibility = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.target instanceof HTMLAnchorElement) {
            visibility.unobserve(entry.target)
            prefetch(entry.target)
          }
        }
      },
      { rootMargin: visibleMargin },
    )
    const observeLinksIn = (root: ParentNode) => {
      for (const link of root.querySelectorAll(clientNavigationSelector)) {
        visibility.observe(link)
      }
    }
    // Links arrive with each navigation and with client islands (live cards, the account menu).
    const arrivals = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) {
            if (node.matches(clientNavigationSelector)) {
              visibility.observe(node)
            }
            observeLinksIn(node)
          }
        }
      }
    })

    observeLinksIn(document)
    arrivals.observe(document.body, { childList: true, subtree: true })
    document.addEventListener('click', onClick)
    document.addEventListener('mouseover', onIntent, { passive: true })
    document.addEventListener('touchstart', onIntent, { passive: true })
    return () => {
      arrivals.disconnect()
      visibility.disconnect()
      document.removeEventListener('click', onClick)
      document.removeEventListener('mouseover', onIntent)
      document.removeEventListener('touchstart', onIntent)
    }
  }, [router])
  return null
}
