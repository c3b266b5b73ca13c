// The site's server Link (async, it reads the page's locale) as a plain English link, so components that
// render it can be rendered whole in jsdom.
import type { ComponentProps } from 'react'

export function Link({ href, children, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return (
    <a href={`/en${href}`} {...props}>
      {children}
    </a>
  )
}
