import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import type { NavigationItem } from '../site-header/site-header'

export const siteFooterVariants = cva('mt-auto', {
  variants: {
    tone: {
      brand: 'bg-brand text-on-brand',
      surface: 'border-t border-border bg-surface text-on-surface',
    },
  },
  defaultVariants: { tone: 'brand' },
})

export const siteFooterDefaultLabels = {
  footerNavigation: 'Footer navigation',
}

export type SiteFooterLabels = typeof siteFooterDefaultLabels

export type SiteFooterProps = Omit<React.ComponentProps<'footer'>, 'children'> &
  VariantProps<typeof siteFooterVariants> & {
    items: readonly NavigationItem[]
    /** Slot for the sponsors, usually a SponsorStrip. */
    sponsors?: React.ReactNode
    /** The copyright line, already translated and with the year filled in. */
    copyright: string
    linkComponent?: React.ElementType
    labels?: Partial<SiteFooterLabels>
  }

export function SiteFooter({
  items,
  sponsors,
  copyright,
  linkComponent: Link = 'a',
  tone,
  labels,
  className,
  ...props
}: SiteFooterProps) {
  const text = { ...siteFooterDefaultLabels, ...labels }
  return (
    <footer data-slot="site-footer" className={cn(siteFooterVariants({ tone }), className)} {...props}>
      {sponsors ? <div data-slot="site-footer-sponsors">{sponsors}</div> : null}
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
        <nav aria-label={text.footerNavigation} data-slot="site-footer-navigation">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  className="inline-block min-h-11 py-2.5 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p data-slot="site-footer-copyright" className="text-sm opacity-90">
          {copyright}
        </p>
      </div>
    </footer>
  )
}
