import { type ReactNode, ViewTransition } from 'react'

/**
 * The page transition `page` (out-in, globals.css) around the main content on client navigations, where the
 * browser has the API. React animates it on every transition that changes what is inside, so a refresh of the
 * same page (Follow, signing in) fades it too: tagging navigations with a transition type (Next's
 * `transitionTypes`) animated only prefetched ones, so the flicker on Follow is still to be solved.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return <ViewTransition name="page">{children}</ViewTransition>
}
