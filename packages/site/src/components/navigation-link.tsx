import type { ComponentProps } from 'react'

export type NavigationLinkProps = ComponentProps<'a'> & {
  href: string
  /** `false`: nothing is fetched before a click (other languages, account pages). */
  prefetch?: boolean | null | undefined
  /** `false`: the page keeps its scroll position (filters that change only part of it). */
  scroll?: boolean | undefined
}

/**
 * A site link: a plain anchor that the layout's one client-navigation listener follows in place and prefetches
 * (components/shell/client-navigation.tsx). Renders on the server and in client leaves alike; `href` is a
 * localized path.
 */
export function NavigationLink({ prefetch, scroll, children, ...props }: NavigationLinkProps) {
  return (
    <a
      data-navigation="client"
      {...(prefetch === false ? { 'data-prefetch': 'false' } : {})}
      {...(scroll === false ? { 'data-scroll': 'false' } : {})}
      {...props}
    >
      {children}
    </a>
  )
}
