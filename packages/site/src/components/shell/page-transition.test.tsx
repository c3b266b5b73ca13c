// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageNavigationTransition } from '@/lib/browser/client-navigation'
import { PageTransition } from './page-transition'

// What React's <ViewTransition> is asked to do: the animation per transition type of an update, and otherwise.
type Asked = { update: Record<string, string>; fallback: string }
const asked: Asked[] = []
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  ViewTransition: (props: { update: Record<string, string>; default: string; children: ReactNode }) => {
    asked.push({ update: props.update, fallback: props.default })
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
    expect(boundary?.update[pageNavigationTransition]).toBe('auto')
    // A refresh (router.refresh) or a tab chosen by router.replace carries no type: the default applies.
    expect(boundary?.update['default']).toBe('none')
    expect(boundary?.fallback).toBe('none')
  })
})
