import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { paginationRange } from './pagination-range'

export { paginationRange, type PaginationItem } from './pagination-range'

export const paginationLinkVariants = cva(
  'inline-flex h-9 min-w-9 items-center justify-center rounded-brand px-2 text-sm font-semibold tabular-nums aria-disabled:pointer-events-none aria-disabled:opacity-50',
  {
    variants: {
      variant: {
        outline:
          'border border-input bg-surface-raised text-on-surface hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary',
        ghost: 'text-on-surface hover:bg-muted aria-[current=page]:bg-primary aria-[current=page]:text-on-primary',
      },
    },
    defaultVariants: { variant: 'outline' },
  },
)

export type PaginationLabels = {
  navigation: string
  previous: string
  next: string
  /** Accessible name of a page link: "Page 3", "Strana 3". */
  page: (page: number) => string
  /** Where the reader is, shown beside the links ("Page 3 of 12"); none when left out. */
  status?: (page: number, pageCount: number) => string
}

const englishLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
}

export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children'> &
  VariantProps<typeof paginationLinkVariants> & {
    /** The current page, from 1. */
    page: number
    pageCount: number
    /** The URL of a page: pagination is links, so every page has an address. */
    hrefFor: (page: number) => string
    siblings?: number
    labels?: Partial<PaginationLabels>
    /** `numbers`: every nearby page; `steps`: previous, the status, next (a news list, a game list). */
    layout?: 'numbers' | 'steps'
    linkComponent?: React.ElementType
  }

export function Pagination({
  page,
  pageCount,
  hrefFor,
  siblings,
  labels: givenLabels,
  linkComponent: Link = 'a',
  layout = 'numbers',
  variant,
  className,
  ...props
}: PaginationProps) {
  const labels = { ...englishLabels, ...givenLabels }
  const linkClass = paginationLinkVariants({ variant })

  function step(target: number, label: string, arrow: string) {
    const isDisabled = target < 1 || target > pageCount
    return isDisabled ? (
      <span data-slot="pagination-step" aria-disabled="true" className={linkClass}>
        <span aria-hidden>{arrow}</span>
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <Link
        data-slot="pagination-step"
        href={hrefFor(target)}
        rel={target < page ? 'prev' : 'next'}
        className={linkClass}
      >
        <span aria-hidden>{arrow}</span>
        <span className="sr-only">{label}</span>
      </Link>
    )
  }

  const status = labels.status ? (
    <li data-slot="pagination-status" className="px-2 text-sm text-on-muted">
      {labels.status(page, pageCount)}
    </li>
  ) : null

  if (layout === 'steps') {
    return (
      <nav data-slot="pagination" aria-label={labels.navigation} className={className} {...props}>
        <ul className="flex items-center justify-between gap-2">
          <li>{step(page - 1, labels.previous, '‹')}</li>
          {status}
          <li>{step(page + 1, labels.next, '›')}</li>
        </ul>
      </nav>
    )
  }

  return (
    <nav data-slot="pagination" aria-label={labels.navigation} className={className} {...props}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(page - 1, labels.previous, '‹')}</li>
        {paginationRange({ page, pageCount, siblings }).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <Link
                data-slot="pagination-link"
                href={hrefFor(item)}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                className={linkClass}
              >
                {item}
              </Link>
            ) : (
              <span
                data-slot="pagination-ellipsis"
                aria-hidden
                className="inline-flex h-9 min-w-9 items-center justify-center text-on-muted"
              >
                …
              </span>
            )}
          </li>
        ))}
        <li>{step(page + 1, labels.next, '›')}</li>
        {status}
      </ul>
    </nav>
  )
}
