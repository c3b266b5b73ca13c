// No 'use client': the header renders on the server (so the site can pass its own link component); the
// phone menu button is the small client island `site-header-menu-button`.
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useId } from 'react'
import { cn } from '../../lib/utils'
import { SiteHeaderMenuButton } from './site-header-menu-button'

export const siteHeaderVariants = cva('@container relative z-10', {
  variants: {
    tone: {
      brand: 'bg-brand text-on-brand',
      surface: 'border-b border-border bg-surface-raised text-on-surface',
    },
  },
  defaultVariants: { tone: 'brand' },
})

export type NavigationItem = { label: string; href: string; current?: boolean }

export const siteHeaderDefaultLabels = {
  mainNavigation: 'Main navigation',
  openMenu: 'Menu',
  home: 'Home',
}

export type SiteHeaderLabels = typeof siteHeaderDefaultLabels

export type SiteHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> &
  VariantProps<typeof siteHeaderVariants> & {
    /** Client logo; its alternative text is empty because the title next to it names the link. */
    logoUrl?: string
    /**
     * The logo's intrinsic size, or any size of its aspect ratio: the browser reserves its width before the
     * image arrives, so the bar does not rewrap (a layout shift) when it does.
     */
    logoSize?: { width: number; height: number }
    title: string
    homeHref?: string
    items: readonly NavigationItem[]
    /** Slot for the language switcher. */
    languageSwitcher?: React.ReactNode
    /**
     * Slot for the visitor's account corner (sign in, or the profile): on a phone it shares the first row with
     * the home link and the menu button, so the languages alone take the second row.
     */
    account?: React.ReactNode
    linkComponent?: React.ElementType
    /** Whether the phone menu is open, when a client parent keeps that state (with `onMenuOpenChange`). */
    menuOpen?: boolean
    /** Whether the phone menu starts open. */
    defaultMenuOpen?: boolean
    /** Called when the phone menu opens or closes (client parents only). */
    onMenuOpenChange?: (open: boolean) => void
    labels?: Partial<SiteHeaderLabels>
  }

export function SiteHeader({
  logoUrl,
  logoSize,
  title,
  homeHref = '/',
  items,
  languageSwitcher,
  account,
  linkComponent: Link = 'a',
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  tone,
  labels,
  className,
  ...props
}: SiteHeaderProps) {
  const text = { ...siteHeaderDefaultLabels, ...labels }
  const menuId = useId()

  return (
    <header data-slot="site-header" className={cn(siteHeaderVariants({ tone }), className)} {...props}>
      <div
        data-slot="site-header-bar"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
      >
        <Link
          href={homeHref}
          data-slot="site-header-home"
          className="order-1 mr-auto flex min-w-0 items-center gap-3 rounded-sm focus-visible:outline-2 focus-visible:outline-focus"
        >
          {/* Client logos are drawn for light backgrounds: a light plate keeps them legible on the brand colour. */}
          {logoUrl ? (
            <span data-slot="site-header-logo" className="shrink-0 rounded-sm bg-surface-raised p-1">
              <img
                src={logoUrl}
                alt=""
                {...(logoSize ? { width: logoSize.width, height: logoSize.height } : {})}
                className="h-8 w-auto @3xl:h-10"
              />
            </span>
          ) : null}
          {/* With a logo the title is still the link's name, but on a phone only screen readers need it. */}
          <span
            data-slot="site-header-title"
            className={cn(
              'truncate font-heading text-lg font-bold @3xl:text-xl',
              logoUrl && 'sr-only @3xl:not-sr-only',
            )}
          >
            {title}
          </span>
        </Link>
        {account ? (
          <div data-slot="site-header-account" className="order-2 flex min-w-0 items-center">
            {account}
          </div>
        ) : null}
        {/* On a phone the account corner and the menu button share the first row with the home link and the
            languages take the whole second row, so the header is two rows high; from the breakpoint on they sit
            beside the home link. */}
        <div data-slot="site-header-language" className="order-3 flex basis-full justify-end @3xl:basis-auto">
          {languageSwitcher}
        </div>
        <SiteHeaderMenuButton
          controls={menuId}
          label={text.openMenu}
          open={menuOpen}
          defaultOpen={defaultMenuOpen}
          onOpenChange={onMenuOpenChange}
        />
        <nav
          aria-label={text.mainNavigation}
          data-slot="site-header-navigation"
          // A row of its own below the title and languages, so neither wraps awkwardly on a laptop; its links wrap
          // rather than run past the edge where the words are long (Russian on a tablet).
          className="order-4 w-full"
        >
          <ul
            id={menuId}
            data-state={(menuOpen ?? defaultMenuOpen) ? 'open' : 'closed'}
            className="hidden flex-col gap-1 pb-2 data-[state=open]:flex @3xl:-ml-3 @3xl:flex @3xl:flex-row @3xl:flex-wrap @3xl:gap-x-1 @3xl:gap-y-0 @3xl:pb-0"
          >
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  className="block min-h-11 rounded-sm px-3 py-2.5 font-medium hover:underline aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
