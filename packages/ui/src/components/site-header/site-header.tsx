'use client'

import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../lib/utils'

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
    title: string
    homeHref?: string
    items: readonly NavigationItem[]
    /** Slot for the language switcher. */
    languageSwitcher?: React.ReactNode
    linkComponent?: React.ElementType
    /** Open state of the phone menu, controlled or not. */
    menuOpen?: boolean
    defaultMenuOpen?: boolean
    onMenuOpenChange?: (open: boolean) => void
    labels?: Partial<SiteHeaderLabels>
  }

export function SiteHeader({
  logoUrl,
  title,
  homeHref = '/',
  items,
  languageSwitcher,
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
  const [innerOpen, setInnerOpen] = useState(defaultMenuOpen)
  const open = menuOpen ?? innerOpen
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) {
      setInnerOpen(next)
    }
    onMenuOpenChange?.(next)
  }

  // Escape closes the open phone menu from anywhere and gives focus back to its button.
  useEffect(() => {
    if (!open) {
      return undefined
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  })

  return (
    <header data-slot="site-header" className={cn(siteHeaderVariants({ tone }), className)} {...props}>
      <div
        data-slot="site-header-bar"
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
      >
        <Link
          href={homeHref}
          data-slot="site-header-home"
          className="mr-auto flex min-w-0 items-center gap-3 rounded-sm focus-visible:outline-2 focus-visible:outline-focus"
        >
          {/* Client logos are drawn for light backgrounds: a light plate keeps them legible on the brand colour. */}
          {logoUrl ? (
            <span data-slot="site-header-logo" className="shrink-0 rounded-sm bg-surface-raised p-1">
              <img src={logoUrl} alt="" className="h-8 w-auto @3xl:h-10" />
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
        <div data-slot="site-header-language" className="order-2 ml-auto @3xl:order-3">
          {languageSwitcher}
        </div>
        <button
          ref={buttonRef}
          type="button"
          data-slot="site-header-menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          className="order-3 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-sm px-2 focus-visible:outline-2 focus-visible:outline-focus @3xl:hidden"
        >
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          <span className="sr-only sm:not-sr-only">{text.openMenu}</span>
        </button>
        <nav
          aria-label={text.mainNavigation}
          data-slot="site-header-navigation"
          className="order-4 w-full @3xl:order-2 @3xl:w-auto"
        >
          <ul
            id={menuId}
            data-state={open ? 'open' : 'closed'}
            className="hidden flex-col gap-1 pb-2 data-[state=open]:flex @3xl:flex @3xl:flex-row @3xl:gap-1 @3xl:pb-0"
          >
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={() => setOpen(false)}
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
