import { notFound } from 'next/navigation'

/** Any path under a locale that no route matches answers the localized 404. */
export default function UnmatchedPage() {
  notFound()
}
