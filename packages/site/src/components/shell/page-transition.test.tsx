// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageNavigationTransition } from '@/lib/browser/page-navigation-transition'
import { PageTransition } from './page-transition'

// What React's <ViewTransition> is asked to do: the animation per transition type of an update, and otherwise.
type PerType = Record<string, string>
type Asked = { update: PerType; enter: PerType; exit: PerType; share: PerType; fallback: string }
const asked: Asked[] = []
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  ViewTransition: (props: Omit<Asked, 'fallback'> & { default: string; children: ReactNode }) => {
    asked.push({
      update: props.update,
      enter: props.enter,
      exit: props.exit,
      share: props.share,
      fallback: props.default,
    })
    return props.children
  },
}))

afterEach(() => {
  cleanup()
  asked.length = 0
})

describe('given the page transition around the main content', () => {
  it("should animate the site's page navigations and nothing else (a refresh after Follow, signing in)", () => {
    render(
      <PageTransition>
        <main>Game 5</main>
      </PageTransition>,
    )
    expect(screen.getByRole('main').textContent).toBe('Game 5')
    const [boundary] = asked
    // Opening another page updates the boundary or mounts a new one of the same name: each animates for the type.
    for (const animation of [boundary?.update, boundary?.enter, boundary?.exit, boundary?.share]) {
      expect(animation?.[pageNavigationTransition]).toBe('auto')
      // A refresh (router.refresh) or a tab chosen by router.replace carries no type: the default applies.
      expect(animation?.['default']).toBe('none')
    }
    expect(boundary?.fallback).toBe('none')
  })
})
