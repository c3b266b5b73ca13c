// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageTransition } from './page-transition'
import { showPath } from './page-transition-path'

let pathname = '/en/clubs/partizan'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

// What React's <ViewTransition> is asked to do on each render: 'auto' animates, 'none' starts no transition.
const classes: string[] = []
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  ViewTransition: ({ default: className, children }: { default: string; children: ReactNode }) => {
    classes.push(className)
    return children
  },
}))

afterEach(() => {
  cleanup()
  classes.length = 0
  pathname = '/en/clubs/partizan'
})

const page = (text: string) => (
  <PageTransition>
    <main>{text}</main>
  </PageTransition>
)

describe('given the page transition around the main content', () => {
  it('should not animate a refresh of the same page (Follow, signing in)', () => {
    const view = render(page('Follow'))
    view.rerender(page('Unfollow'))
    view.rerender(page('Unfollow, refreshed'))
    expect(screen.getByRole('main').textContent).toBe('Unfollow, refreshed')
    expect(classes).not.toContain('auto')
  })

  it('should animate the render that opens another path, and only that one', () => {
    const view = render(page('Club'))
    pathname = '/en/news'
    view.rerender(page('News'))
    expect(classes.filter((className) => className === 'auto')).toHaveLength(1)
    view.rerender(page('News, refreshed'))
    expect(classes.at(-1)).toBe('none')
    expect(classes.filter((className) => className === 'auto')).toHaveLength(1)
  })

  it('should not animate a boundary that a refresh mounts afresh on the page already shown', () => {
    showPath('/en/clubs/partizan')
    const first = render(page('Club'))
    first.unmount()
    render(page('Club, signed in'))
    expect(classes).not.toContain('auto')
  })

  it('should animate a boundary mounted afresh by a navigation to another path', () => {
    showPath('/en/clubs/partizan')
    pathname = '/en/players/some-player'
    render(page('Player'))
    expect(classes[0]).toBe('auto')
  })
})
