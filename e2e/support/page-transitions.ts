import type { Page, Response } from '@playwright/test'

// What the page transition does, seen from a test: the View Transitions the page starts (counted without changing
// what they do), whether <main> ever leaves the document, and when a page has been prefetched, since only a
// prefetched page opens with the transition (packages/site/src/components/shell/page-transition.tsx).

/** Counts the View Transitions the page starts and notes whether `<main>` ever leaves the document. */
export async function watchTransitions(page: Page) {
  await page.addInitScript(() => {
    const start = document.startViewTransition.bind(document)
    Object.assign(window, { viewTransitions: 0, mainRemoved: false })
    document.startViewTransition = (update) => {
      Object.assign(window, { viewTransitions: Number(Reflect.get(window, 'viewTransitions')) + 1 })
      return start(update)
    }
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('main') || node.querySelector('main'))) {
            Object.assign(window, { mainRemoved: true })
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return {
    transitions: () => page.evaluate(() => Number(Reflect.get(window, 'viewTransitions'))),
    mainRemoved: () => page.evaluate(() => Boolean(Reflect.get(window, 'mainRemoved'))),
  }
}

/** Resolves when Next's router has prefetched `path` (on sight or when pointed at); start it before the page loads. */
export function prefetchOf(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === path && response.request().headers()['next-router-prefetch'] === '1',
  )
}
