import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mainNavigation } from '../../fixtures/site'
import { expectNoAxeViolations } from '../../test/axe'
import { SiteHeader } from './site-header'

describe('given the site header with the main navigation', () => {
  it('should link home with the title and mark the current page', async () => {
    const { container } = render(<SiteHeader title="ABA League" items={mainNavigation} />)
    expect(screen.getByRole('link', { name: 'ABA League' }).getAttribute('href')).toBe('/')
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(navigation).getAllByRole('link', { hidden: true })).toHaveLength(mainNavigation.length)
    expect(within(navigation).getByRole('link', { name: 'Standings', hidden: true }).getAttribute('aria-current')).toBe(
      'page',
    )
    await expectNoAxeViolations(container)
  })

  it('should open the phone menu as a disclosure and close it with Escape, returning focus', async () => {
    const user = userEvent.setup()
    const onMenuOpenChange = vi.fn<(open: boolean) => void>()
    render(<SiteHeader title="ABA League" items={mainNavigation} onMenuOpenChange={onMenuOpenChange} />)
    const button = screen.getByRole('button', { name: 'Menu' })
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(menu?.dataset['state']).toBe('closed')
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(menu?.dataset['state']).toBe('open')
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
    expect(onMenuOpenChange.mock.calls).toEqual([[true], [false]])
  })

  it('should show the menu state a parent keeps and only ask it to change', async () => {
    const user = userEvent.setup()
    const onMenuOpenChange = vi.fn<(open: boolean) => void>()
    const { rerender } = render(
      <SiteHeader title="ABA League" items={mainNavigation} menuOpen={false} onMenuOpenChange={onMenuOpenChange} />,
    )
    const button = screen.getByRole('button', { name: 'Menu' })
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')
    await user.click(button)
    expect(onMenuOpenChange).toHaveBeenCalledExactlyOnceWith(true)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(menu?.dataset['state']).toBe('closed')
    rerender(<SiteHeader title="ABA League" items={mainNavigation} menuOpen onMenuOpenChange={onMenuOpenChange} />)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(menu?.dataset['state']).toBe('open')
  })

  it('should give the logo the size it is told, so its width is reserved before it loads', () => {
    const { container } = render(
      <SiteHeader
        title="ABA League"
        logoUrl="/logo.svg"
        logoSize={{ width: 160, height: 48 }}
        items={mainNavigation}
      />,
    )
    const logo = container.querySelector('[data-slot=site-header-logo] img')
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['160', '48'])
  })

  it('should render the language switcher slot', () => {
    render(
      <SiteHeader title="ABA League" items={mainNavigation} languageSwitcher={<button type="button">Srpski</button>} />,
    )
    expect(screen.getByRole('button', { name: 'Srpski' })).toBeTruthy()
  })

  it('should close the phone menu when one of its links is followed', async () => {
    const user = userEvent.setup()
    render(<SiteHeader title="ABA League" items={hashNavigation} />)
    const button = screen.getByRole('button', { name: 'Menu' })
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await user.click(screen.getByRole('link', { name: 'Clubs' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('given the site header rendered on the server', () => {
  it('should write the whole navigation and a closed menu without client code in its module', () => {
    const html = renderToString(<SiteHeader title="ABA League" items={mainNavigation} />)
    expect(html).toContain('href="/en/clubs"')
    expect(html).toContain('aria-expanded="false"')
    expect(html).toContain('data-state="closed"')
    const source = readFileSync(resolve(import.meta.dirname, 'site-header.tsx'), 'utf8')
    expect(source).not.toMatch(/^['"]use client['"]/m)
  })
})

/** The navigation with in-page addresses, so following a link in jsdom does not leave the page. */
const hashNavigation = mainNavigation.map((item) => ({ ...item, href: `#${item.label.toLowerCase()}` }))
