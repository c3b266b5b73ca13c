import { type ReactNode, ViewTransition } from 'react'
import { pageNavigationTransition } from '@/lib/browser/page-navigation-transition'

/**
 * The page transition `page` (out-in, globals.css) around the main content, for a visitor's navigation to another
 * page only. React animates a <ViewTransition> on every transition that updates what is inside it, and a refresh of
 * the same page (Follow, signing in, a saved form) is such a transition too: each one faded the whole page out and
 * in. Worse, React holds such a commit until the browser has captured the old page, then puts the focus back where
 * it was when the commit began: a club typing into its application form while a transition committed right after the
 * page loaded had its next field's text land in the field it had just left. So the boundary animates only
 * transitions of the type the site's client navigation gives its `router.push`
 * (components/shell/client-navigation.tsx); every other transition commits at once and leaves the page put. (A page
 * not prefetched yet opens without the fade: its content commits in a later transition that carries no type.)
 */
const onPageNavigation = { [pageNavigationTransition]: 'auto', default: 'none' }

export function PageTransition({ children }: { children: ReactNode }) {
  // Every kind of animation, as opening another page may update the boundary, or mount a new one of the same
  // name (a pair React animates as shared).
  return (
    <ViewTransition
      name="page"
      update={onPageNavigation}
      enter={onPageNavigation}
      exit={onPageNavigation}
      share={onPageNavigation}
      default="none"
    >
      {children}
    </ViewTransition>
  )
}
