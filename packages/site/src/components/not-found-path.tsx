'use client'

import { usePathname } from 'next/navigation'

/** The not-found heading with the requested path filled in (the path is only known on the client side). */
export function NotFoundHeading({ template }: { template: string }) {
  const pathname = usePathname() ?? '/'
  const [before, after] = template.split('{path}')
  return (
    <h1 className="text-3xl font-bold">
      {before}
      <code className="break-all">{pathname}</code>
      {after}
    </h1>
  )
}
