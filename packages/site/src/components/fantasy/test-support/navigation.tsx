// The site's server Link (async, it reads the page's locale) as a plain English link, so components that
// render it can be rendered whole in jsdom. `scroll` steers the client navigation, not the anchor: dropped.
import type { ComponentProps } from 'react'

export function Link({
  href,
  children,
  scroll: _scroll,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; scroll?: boolean }) {
  return (
    <a href={`/en${href}`} {...props}>
      {children}
    </a>
  )
}
