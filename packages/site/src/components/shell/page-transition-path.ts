// The path the page transition last showed, for the browser's one page: kept in the module, not in the
// boundary's state, because a boundary mounted afresh must still know which page was on the screen before it.
let shownPath: string | undefined

/** Notes the path on the screen once a render has committed. */
export function showPath(pathname: string): void {
  shownPath = pathname
}

/**
 * The page transition's class for a render at `pathname`: `auto` (the `page` animation of globals.css) when it
 * opens another path, `none` when it refreshes the one shown (Follow, signing in) or is the first one.
 *
 * @example
 * showPath('/en/clubs/partizan')
 * pageTransitionClass('/en/clubs/partizan') //=> 'none'
 * pageTransitionClass('/en/news') //=> 'auto'
 */
export function pageTransitionClass(pathname: string): 'auto' | 'none' {
  return shownPath === undefined || shownPath === pathname ? 'none' : 'auto'
}
