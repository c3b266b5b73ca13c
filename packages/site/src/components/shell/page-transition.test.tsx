// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageTransition } from './page-transition'

let pathname = '/en/games/5'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

// What React's <ViewTransition> is asked to do on each render: 'auto' animates an update, 'none' leaves it.
const updates: string[] = []
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  ViewTransition: ({ update, children }: { update: string; children: ReactNode }) => {
    updates.push(update)
    return children
  },
}))

afterEach(() => {
  cleanup()
  updates.length = 0
  pathname = '/en/games/5'
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
    expect(updates).not.toContain('auto')
  })

  it('should animate the render that opens another path, and only that one', () => {
    const view = render(page('Game 5'))
    pathname = '/en/games/6'
    view.rerender(page('Game 6'))
    expect(updates.at(-1)).toBe('auto')
    view.rerender(page('Game 6, refreshed'))
    expect(updates.at(-1)).toBe('none')
    expect(updates.filter((update) => update === 'auto')).toHaveLength(1)
  })
})
