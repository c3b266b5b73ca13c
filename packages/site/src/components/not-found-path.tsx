'use client'

import { usePathname } from 'next/navigation'

/** The not-found heading with the requested path filled in (the path is only known on the client side). */
export function NotFoundHeading({ template }: { template: string }) {
  const pathname = usePathname() ?? '/'
  return <h1 className="text-3xl font-bold break-words">{template.replace('{path}', pathname)}</h1>
}
