import { render, screen, within } from '@testing-library/react'
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

  it('should render the language switcher slot', () => {
    render(
      <SiteHeader title="ABA League" items={mainNavigation} languageSwitcher={<button type="button">Srpski</button>} />,
    )
    expect(screen.getByRole('button', { name: 'Srpski' })).toBeTruthy()
  })
})
