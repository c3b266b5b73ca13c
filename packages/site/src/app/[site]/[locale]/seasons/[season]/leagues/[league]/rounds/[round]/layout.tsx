import type { ReactNode } from 'react'
import { renderOnFirstVisit } from '@/lib/server/page-site'

// Every page below this segment is rendered on its first visit, then served from Next's cache.
export const generateStaticParams = renderOnFirstVisit

export default function SegmentLayout({ children }: { children: ReactNode }) {
  return children
}
