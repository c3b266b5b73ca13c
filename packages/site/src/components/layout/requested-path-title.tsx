'use client'

import { usePathname } from 'next/navigation'
import { readablePath } from '@/lib/paths/request-path'
import { visitorPath } from '@/lib/paths/visitor-path'

/**
 * The 404 title of a page's own `notFound()` (an unknown player, season…): Next draws that boundary in the
 * browser (vercel/next.js#62228), where the address is known, so the path is filled in there. `template`
 * is the translated title with `{path}` left in it.
 */
export function RequestedPathTitle({ template }: { template: string }) {
  const pathname = usePathname()
  return <>{template.replace('{path}', readablePath(pathname === null ? '/' : visitorPath(pathname)))}</>
}
