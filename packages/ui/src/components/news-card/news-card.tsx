import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const newsCardVariants = cva(
  'group relative flex overflow-hidden rounded-brand border border-border bg-surface-raised text-on-surface focus-within:outline-2 focus-within:outline-focus',
  {
    variants: {
      layout: {
        vertical: 'flex-col',
        horizontal: 'flex-col sm:flex-row',
        featured: 'flex-col md:flex-row md:items-stretch',
      },
    },
    defaultVariants: { layout: 'vertical' },
  },
)

export const newsCardCoverVariants = cva('shrink-0 overflow-hidden bg-muted', {
  variants: {
    layout: {
      vertical: 'aspect-video w-full',
      horizontal: 'aspect-video w-full sm:aspect-square sm:w-40',
      featured: 'aspect-video w-full md:w-3/5',
    },
    /**
     * Whether the cover's box is drawn: a card without a picture keeps its muted box by default, so cards of
     * one grid line up; a list whose stories may have no picture leaves it out.
     */
    cover: {
      shown: '',
      hidden: 'hidden',
    },
  },
  defaultVariants: { layout: 'vertical', cover: 'shown' },
})

export type NewsCardProps = Omit<React.ComponentProps<'article'>, 'children'> &
  VariantProps<typeof newsCardVariants> &
  Pick<VariantProps<typeof newsCardCoverVariants>, 'cover'> & {
    title: string
    href: string
    /** Publication date, ISO. */
    publishedAt: string
    excerpt?: string
    coverUrl?: string
    /** Describes the cover; empty when it only decorates. */
    coverAlt?: string
    /** Translated category or tag, e.g. "Round 1". */
    category?: string
    headingLevel?: 2 | 3 | 4
    linkComponent?: React.ElementType
    timeZone?: string
    locale?: string
  }

export function NewsCard({
  title,
  href,
  publishedAt,
  excerpt,
  coverUrl,
  coverAlt = '',
  category,
  headingLevel = 3,
  linkComponent: Link = 'a',
  timeZone = 'Europe/Belgrade',
  layout,
  cover,
  locale = 'en',
  className,
  ...props
}: NewsCardProps) {
  const Heading = `h${headingLevel}` as const
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(publishedAt))
  return (
    <article data-slot="news-card" className={cn(newsCardVariants({ layout }), className)} {...props}>
      <div data-slot="news-card-cover" className={newsCardCoverVariants({ layout, cover })}>
        {coverUrl ? (
          <img
            src={coverUrl}
            alt={coverAlt}
            className="size-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <div data-slot="news-card-body" className="flex flex-1 flex-col gap-2 p-4">
        <p data-slot="news-card-meta" className="flex flex-wrap gap-x-3 text-xs text-on-muted">
          {category ? (
            <span data-slot="news-card-category" className="font-semibold uppercase">
              {category}
            </span>
          ) : null}
          <time dateTime={publishedAt}>{date}</time>
        </p>
        <Heading
          data-slot="news-card-title"
          className={cn('font-heading font-bold', layout === 'featured' ? 'text-2xl md:text-3xl' : 'text-lg')}
        >
          {/* The link covers the whole card through its ::after box, so the card is one click target with one accessible name. */}
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline">
            {title}
          </Link>
        </Heading>
        {excerpt ? (
          <p data-slot="news-card-excerpt" className="line-clamp-3 text-sm text-on-muted">
            {excerpt}
          </p>
        ) : null}
      </div>
    </article>
  )
}
