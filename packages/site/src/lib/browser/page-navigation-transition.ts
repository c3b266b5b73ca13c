// Shared by the client navigation (a client component) and the page transition around <main> (a server one), so
// it lives apart from lib/browser/client-navigation.ts, which only the browser may load.

/**
 * The React transition type of a visitor's navigation to another page (a site link followed in place): the page
 * transition plays for it alone, never for a refresh of the same page (Follow, signing in, a saved form) nor for
 * a tab the address's fragment or memory chooses (components/shell/page-transition.tsx).
 */
export const pageNavigationTransition = 'page-navigation'
