export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end'

/**
 * The page numbers to show around `page` (1-based): always the first and last page, `siblings`
 * pages on each side of the current one, and an ellipsis where pages are skipped. An ellipsis never
 * hides a single page: that page is shown instead.
 * @example paginationRange({ page: 10, pageCount: 20 }) // [1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]
 */
export function paginationRange({
  page,
  pageCount,
  siblings = 1,
}: {
  page: number
  pageCount: number
  siblings?: number
}): PaginationItem[] {
  if (pageCount <= 0) {
    return []
  }
  const current = Math.min(Math.max(1, page), pageCount)
  // first + last + current + siblings on both sides + two ellipses
  const slots = 2 * siblings + 5
  if (pageCount <= slots) {
    return Array.from({ length: pageCount }, (_, index) => index + 1)
  }
  // The window of siblings slides between the boundaries; near an end it lengthens instead of
  // leaving a one-page gap, so every page shows the same number of slots.
  const start = Math.max(Math.min(current - siblings, pageCount - 2 * siblings - 2), 3)
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), pageCount - 2)
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index)
  return [
    1,
    start > 3 ? ('ellipsis-start' as const) : 2,
    ...middle,
    end < pageCount - 2 ? ('ellipsis-end' as const) : pageCount - 1,
    pageCount,
  ]
}
