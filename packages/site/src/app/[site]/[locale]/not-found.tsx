import { NotFoundContent } from '@/components/layout/not-found-content'

/** The localized 404 of every route under a language (a page's `notFound()`). */
export default function NotFound() {
  return <NotFoundContent />
}
